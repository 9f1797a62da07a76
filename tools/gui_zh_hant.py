"""zh-Hant for the main window, scenario browser, practice page, rules page, dealer table, table scene and history
chart (trainer/gui/app.py, rules_page.py, dealer_table.py, table_scene.py, history_chart.py), in the regulation's
terms; written into trainer/gui/i18n/trainer_zh_Hant.ts.

    .venv/bin/python tools/update_translations.py && .venv/bin/python tools/gui_zh_hant.py

Only entries of these contexts are touched; the text here wins over what the catalogue holds.
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TS = ROOT / "trainer" / "gui" / "i18n" / "trainer_zh_Hant.ts"

ZH: dict[tuple[str, str], str] = {
    ("BrowserPage", "any"): "全部",
    ("BrowserPage", "Scenario"): "情境",
    ("BrowserPage", "Difficulty"): "難度",
    ("BrowserPage", "Skills"): "技能",
    ("BrowserPage", "Clauses"): "條文",
    ("BrowserPage", "%1 of %2 scenarios"): "%1 / %2 個情境",
    ("BrowserPage", "Scenarios"): "練習情境",
    ("BrowserPage", "&Skill:"): "技能(&S)：",
    ("BrowserPage", "C&lause:"): "條文(&L)：",
    ("BrowserPage", "&Difficulty:"): "難度(&D)：",
    ("BrowserPage", "Back [Esc]"): "返回 [Esc]",
    ("BrowserPage", "Start practice [Enter]"): "開始練習 [Enter]",
    ("BrowserPage", "Arrow keys choose, Enter starts"): "以方向鍵選擇，按 Enter 開始",
    ("BrowserPage", "No scenario matches these filters."): "沒有符合篩選條件的情境。",
    ("DealerTable", "Cards"): "紙牌",
    ("DealerTable", "Bets: select an area, then settle"): "投注：先選投注區格，再結算",
    ("DealerTable", "Shuffle"): "洗牌",
    ("DealerTable", "Shuffle by hand or with the machine, as the table does (Shift+S: the other way)"): (
        "按本桌方式洗牌：人手操作或自動洗牌機（Shift+S：另一方式）"
    ),
    ("DealerTable", "Where the cut card goes: cards from the top"): "分割卡的位置：由頂部起計的紙牌張數",
    ("DealerTable", "at "): "第 ",
    ("DealerTable", "Cut"): "切牌",
    ("DealerTable", "Put the cut card at the chosen position"): "在所選位置插入分割卡",
    ("DealerTable", "Dealer"): "莊家",
    ("DealerTable", "Deal to the dealer's box (or click it)"): "派牌給莊家（或點擊莊家位置）",
    ("DealerTable", "Community"): "共用紙牌",
    ("DealerTable", "Deal the community cards (or click the area)"): "派共用紙牌（或點擊共用紙牌區）",
    ("DealerTable", "Burn"): "銷牌",
    ("DealerTable", "Burn a card to the discard rack (or click the rack)"): "把一張紙牌銷去至廢牌盒（或點擊廢牌盒）",
    ("DealerTable", "Reveal"): "亮牌",
    ("DealerTable", "Turn the dealer's cards face up"): "揭開莊家的紙牌",
    ("DealerTable", "Reveal comm."): "亮共用牌",
    ("DealerTable", "Turn the community cards face up"): "揭開共用紙牌",
    ("DealerTable", "Collect"): "收牌",
    ("DealerTable", "Collect the selected folded seat's cards"): "收回所選放棄的門的紙牌",
    ("DealerTable", "Clear"): "清枱",
    ("DealerTable", "Clear the table: the round ends"): "清枱：牌局結束",
    ("DealerTable", "Qualifies"): "Q或更高",
    ("DealerTable", "Declare: the dealer qualifies"): "宣佈：莊家持有Q或更高點數",
    ("DealerTable", "Not qual."): "低於Q",
    ("DealerTable", "Declare: the dealer does not qualify"): "宣佈：莊家持有點數低於Q",
    ("DealerTable", "Rulings…"): "裁定…",
    ("DealerTable", "Void round, dead cards, call the floor …"): "無效牌局、紙牌無效、通知主管 …",
    ("DealerTable", "&Void round"): "無效牌局(&V)",
    ("DealerTable", "&Continue the round"): "牌局仍會繼續進行(&C)",
    ("DealerTable", "&Dead cards (selected seat)"): "紙牌無效（所選的門）(&D)",
    ("DealerTable", "&Reshuffle"): "終止牌局並重新洗牌(&R)",
    ("DealerTable", "C&hange the shuffler"): "更換另一部自動洗牌機(&H)",
    ("DealerTable", "&Switch to the shoe"): "改用派牌盒(&S)",
    ("DealerTable", "C&lose the table"): "不得進行新的牌局(&L)",
    ("DealerTable", "Call the &floor (selected seat)"): "通知主管（所選的門）(&F)",
    ("DealerTable", "amount (keys 0–9, chips)"): "金額（按鍵 0–9 或籌碼）",
    (
        "DealerTable",
        "Type with the number keys or the keypad, or click / drag chips from the tray",
    ): "以數字鍵或小鍵盤輸入，或由籌碼盤點擊／拖放籌碼",
    ("DealerTable", "Take back the last digit or chip (Backspace)"): "刪除最後一位數字或最後一枚籌碼（Backspace）",
    ("DealerTable", "Clear the payout being built (W or Esc)"): "清除正在組成的派彩（W 或 Esc）",
    ("DealerTable", "Take"): "收取",
    ("DealerTable", "The losing bet goes to the house"): "輸掉的投注歸莊家",
    ("DealerTable", "Push"): "退還",
    ("DealerTable", "Return or leave the bet, no payout"): "退還或保留投注，不派彩",
    ("DealerTable", "Pay"): "派彩",
    ("DealerTable", "Pay the amount to the selected bet"): "向所選的投注派發此金額",
    ("DealerTable", "Pay the amount as the seat's Ante Bonus"): "以此金額派發該門的額外彩金",
    ("DealerTable", "Refuse bet"): "拒絕投注",
    ("DealerTable", "Refuse the selected bet"): "拒絕所選的投注",
    ("DealerTable", "Hint"): "提示",
    ("DealerTable", "Show the next correct action and its clause"): "顯示下一個正確步驟及其條文",
    ("DealerTable", "Undo"): "還原",
    ("DealerTable", "Take back the last action"): "取消上一個步驟",
    ("DealerTable", "End the round"): "結束牌局",
    ("DealerTable", "Stop here and see the grade"): "在此停止並查看評分",
    ("DealerTable", "Stop this round here: it counts as it stands and the exam goes on"): (
        "在此結束本局：按現狀計分，考核繼續"
    ),
    ("DealerTable", "Back to the table"): "返回牌桌",
    ("DealerTable", "Leave the review"): "離開回顧",
    ("DealerTable", "Deal this round again"): "重玩此牌局",
    ("DealerTable", "Start the same scenario again"): "重新開始同一情境",
    (
        "DealerTable",
        "Click a seat, the dealer's box or the community area to deal (keys 1–7, D, C); Ctrl+click or right-click "
        "selects a seat; click a bet area to select it; click or drag chips from the tray to build the amount.",
    ): "點擊門、莊家位置或共用紙牌區即派牌（按鍵 1–7、D、C）；Ctrl+點擊或右鍵選擇門；點擊投注區格選擇投注；"
    "由籌碼盤點擊或拖放籌碼組成金額。",
    ("DealerTable", "nothing"): "未選擇",
    ("DealerTable", "Seat %1"): "第%1門",
    ("DealerTable", "Dealer table"): "博彩桌",
    (
        "DealerTable",
        "Reviewing: the table after %1 actions. Esc returns.",
    ): "回顧：做了 %1 個步驟後的牌桌。按 Esc 返回。",
    ("DealerTable", "Actions: %1"): "步驟：%1",
    ("DealerTable", "Action %1"): "第 %1 步",
    ("DealerTable", "Selected: %1"): "已選：%1",
    ("DealerTable", "Round over"): "牌局完結",
    ("DealerTable", "Void round cleared: reshuffle"): "無效牌局已清枱：須重新洗牌",
    ("DealerTable", "Table closed"): "不得進行新的牌局",
    ("DealerTable", "A card of seat %1 was exposed."): "第%1門的一張紙牌被過失陽開。",
    ("DealerTable", "One of the dealer's cards was exposed."): "莊家的一張紙牌被過失陽開。",
    ("DealerTable", "A community card was exposed."): "一張共用紙牌被過失陽開。",
    ("DealerTable", "The shuffler's fault light is on."): "自動洗牌機的故障燈亮起。",
    ("DealerTable", "The shoe is ready: bets are down."): "紙牌已備妥，投注已放下。",
    ("DealerTable", "The players have decided: play or fold."): "博彩者已決定加注或放棄。",
    ("DealerTable", "A card slipped to seat %1."): "一張紙牌誤派至第%1門。",
    ("DealerTable", "A card was exposed: %1."): "紙牌過失陽開：%1。",
    ("DealerTable", "Seat %1 put a bet down late."): "第%1門逾時投注。",
    ("DealerTable", "is recording results"): "正在記錄牌局結果",
    ("DealerTable", "is working out a betting system"): "正在進行預測或制定投注策略",
    ("DealerTable", "left the table during the round"): "在牌局進行途中離開博彩桌",
    ("DealerTable", "is telling others the cards"): "正向他人透露所持紙牌",
    ("DealerTable", "is trying to disclose the dealer's cards"): "正嘗試披露莊家的紙牌",
    ("DealerTable", "The player at seat %1 %2."): "第%1門的博彩者%2。",
    ("DealerTable", "Undone: %1"): "已還原：%1",
    ("DealerTable", "Next: %1"): "下一步：%1",
    ("DealerTable", "Keys: %1"): "按鍵：%1",
    ("DealerTable", "Actions so far"): "已做的步驟",
    (
        "DealerTable",
        "Click an action to see the table right after it (Esc returns)",
    ): "點擊步驟以查看該步驟後的牌桌（按 Esc 返回）",
    ("DealerTable", "The trainer could not judge %1; it was not done."): "訓練程式無法評核「%1」；此步驟未執行。",
    (
        "DealerTable",
        "Select a bet area first: click it, or step with [ and ].",
    ): "請先選擇投注區格：點擊它，或以 [ 及 ] 逐一選擇。",
    ("DealerTable", "Select a seat first: Ctrl+click it, or Ctrl+1–7."): "請先選擇門：Ctrl+點擊，或按 Ctrl+1–7。",
    ("DealerTable", "Type the amount first (number keys, keypad or chips)."): "請先輸入金額（數字鍵、小鍵盤或籌碼）。",
    ("DealerTable", "passed"): "合格",
    ("DealerTable", "not passed"): "不合格",
    ("DealerTable", "Score %1 / 100 — %2"): "得分 %1 / 100 — %2",
    ("DealerTable", "No mistakes. Well dealt!"): "沒有錯誤，做得好！",
    ("DealerTable", "Click a mistake to see the table as it was at that step"): "點擊錯誤以查看當時的牌桌",
    ("DealerTable", "Which seat?"): "哪一門？",
    ("DealerTable", "Seat number:"): "門號：",
    ("HomePage", "Fortune 3 Card Poker — dealer trainer"): "荷官培訓模擬",
    (
        "HomePage",
        "Macao rules: dispatch 89/2025, amended by 94/2025",
    ): "澳門規則：第89/2025號批示，經第94/2025號批示修改",
    ("HomePage", "&Language:"): "語言(&L)：",
    ("HomePage", "T&heme:"): "配色(&H)：",
    (
        "HomePage",
        "Dark, as the table, or light for a bright room; remembered for the next start",
    ): "深色與牌桌一致，淺色適合明亮的房間；下次開啟時沿用",
    ("HomePage", "Switch the language (Ctrl+L)"): "切換語言（Ctrl+L）",
    ("HomePage", "The exam screens are not installed in this build"): "此版本未安裝考核畫面",
    ("MainWindow", "&Practice a scenario"): "練習情境(&P)",
    ("MainWindow", "&Exams"): "考核(&E)",
    ("MainWindow", "&Rules and readings"): "規則及解讀(&R)",
    ("MainWindow", "&Quit"): "離開(&Q)",
    ("MainWindow", "富貴三寶 Fortune 3 Card Poker — dealer trainer"): "富貴三寶 — 荷官培訓",
    ("MainWindow", "Home (Ctrl+H)"): "主頁（Ctrl+H）",
    ("MainWindow", "Scenarios (Ctrl+B)"): "練習情境（Ctrl+B）",
    ("MainWindow", "%1 (Ctrl+L)"): "%1（Ctrl+L）",
    ("MainWindow", "Full screen (F11)"): "全螢幕（F11）",
    ("MainWindow", "Ready. Every control has a key: see the tooltips."): "準備就緒。每個控制項都有快捷鍵：請看提示。",
    ("PracticePage", "Skills"): "技能",
    ("PracticePage", "Clauses"): "條文",
    ("PracticePage", "Difficulty"): "難度",
    ("PracticePage", "Briefing"): "簡介",
    ("PracticePage", "Back to the scenarios [Esc]"): "返回練習情境 [Esc]",
    ("PracticePage", "Start the round [Enter]"): "開始牌局 [Enter]",
    (
        "PracticePage",
        "Keys: S shuffle · X cut · 1–7 deal to a seat · D dealer · C community · B burn · R / V reveal · K collect · "
        "Q / N dealer qualifies / does not · G rulings · [ ] choose a bet area · digits + Enter pay · T take · "
        "P push · A Ante Bonus · Del refuse · L clear · H hint · Ctrl+Z undo",
    ): "按鍵：S 洗牌 · X 切牌 · 1–7 派牌至該門 · D 莊家 · C 共用紙牌 · B 銷牌 · R / V 亮牌 · K 收牌 · "
    "Q / N 莊家合資格／不合資格 · G 裁定 · [ ] 選擇投注區格 · 數字 + Enter 派彩 · T 收取 · P 退還 · "
    "A 額外彩金 · Del 拒絕投注 · L 清枱 · H 提示 · Ctrl+Z 還原",
    ("ReadingsPage", "Reading 1 — a tie (A7.1, A13.3)"): "解讀一 — 和局（A7.1、A13.3）",
    ("ReadingsPage", "Reading 2 — Ante Bonus (A13.4)"): "解讀二 — 額外彩金（A13.4）",
    (
        "ReadingsPage",
        "The Ante Bonus is paid only to a seat that played; it does not depend on the dealer qualifying, and it is "
        "paid even when the hand loses.",
    ): "額外彩金只派給已加注的門；與莊家是否持有Q或更高點數無關，即使該門輸了亦照派。",
    (
        "ReadingsPage",
        "Reading 3 — several Progressive winners (A15.4–A15.6, A16.3)",
    ): "解讀三 — 多於一位累進大獎贏家（A15.4–A15.6、A16.3）",
    (
        "ReadingsPage",
        "Each Straight Flush gets the larger of its fixed amount and a tenth of the pool before the round; they are "
        "paid first and each takes its tenth from the pool. A Royal Flush then gets the larger of its fixed amount "
        "and what is left, and the pool restarts at the seed. Four of a Kind, Full House and Flush get their fixed "
        "amounts and leave the pool as it is.",
    ): "每個同花順獲派定額彩金與牌局前彩池十分之一兩者中較高者；同花順先派，每個從彩池扣除十分之一。"
    "其後黃袍麒獲派定額彩金與彩池餘額兩者中較高者，彩池重設為起始金額。四條、夫盧及同花獲派定額彩金，彩池不變。",
    (
        "ReadingsPage",
        "Reading 4 — order of Progressive payouts (A15.3, A15.5)",
    ): "解讀四 — 累進大獎派彩次序（A15.3、A15.5）",
    (
        "ReadingsPage",
        "Winners are paid from the dealer's left, except that a Royal Flush is paid after every Straight Flush.",
    ): "由莊家左方開始派彩，但黃袍麒須在所有同花順之後派彩。",
    ("ReadingsPage", "Hand ranking"): "牌型大小",
    ("ReadingsPage", "Pay tables"): "賠率表",
    ("ReadingsPage", "Readings and terms"): "解讀及用語",
    ("ReadingsPage", "The regulation"): "施行規則",
    ("ReadingsPage", "&Text:"): "文本(&T)：",
    ("ReadingsPage", "中文 — the authoritative text"): "中文 — 以此為準",
    ("ReadingsPage", "English — the project's rendering"): "English — 本程式的英文譯述",
    ("ReadingsPage", "Hand"): "牌型",
    ("ReadingsPage", "Example"): "例子",
    ("ReadingsPage", "What it is"): "組合",
    ("ReadingsPage", "Pays"): "賠率",
    ("ReadingsPage", "Example payout"): "派彩例子",
    ("ReadingsPage", "Three cards of one suit in sequence."): "三張花色相同及點數相連的紙牌。",
    ("ReadingsPage", "Three cards of one rank."): "三張點數相同的紙牌。",
    ("ReadingsPage", "Three cards in sequence, not all of one suit."): "三張點數相連但花色不同的紙牌。",
    ("ReadingsPage", "Three cards of one suit, not in sequence."): "三張花色相同但點數不相連的紙牌。",
    ("ReadingsPage", "Two cards of one rank and an odd card."): "兩張點數相同的紙牌與一張散牌。",
    (
        "ReadingsPage",
        "None of the above: the highest card decides, then the next.",
    ): "未能組成以上任一組合：先比最高點數的紙牌，如此類推。",
    (
        "ReadingsPage",
        "The hands of the Ante, Play and Pair Plus, best first (A7.1)",
    ): "原注、加注及對子或以上注的牌型，由大至小（第七條第一款）",
    (
        "ReadingsPage",
        "As amended by dispatch 94/2025: Three of a Kind beats a Straight, and a Straight beats a Flush.",
    ): "經第94/2025號批示修改：三條大於順，順大於同花。",
    (
        "ReadingsPage",
        "Card order: A K Q J 10 9 8 7 6 5 4 3 2; 3-2-A is the lowest sequence (A6).",
    ): "點數次序：A、K、Q、J、10、9、8、7、6、5、4、3、2；“3、2、A”為最小的相連點數（第六條）。",
    (
        "ReadingsPage",
        "The dealer plays on with Queen-high or better (A13.1–A13.2).",
    ): "莊家持有Q或更高點數的紙牌時，牌局繼續進行（第十三條（一）至（二）項）。",
    (
        "ReadingsPage",
        "Equal hands tie: the Ante and the Play are returned (Reading 1).",
    ): "牌型及點數相同為和局：原注及加注均退還（解讀一）。",
    (
        "ReadingsPage",
        "Paid on the Ante to a player who played, whatever the dealer holds (Reading 2). Example: Ante %1.",
    ): "按原注金額派給已加注的博彩者，不取決於莊家所持紙牌（解讀二）。例子：原注 %1。",
    (
        "ReadingsPage",
        "Wins on a Pair or better, whatever the dealer holds (A13.5). Example: stake %1.",
    ): "持有對子或以上牌型即勝出，不取決於莊家所持紙牌（第十三條（五）項）。例子：投注 %1。",
    (
        "ReadingsPage",
        "The best five of the player's three cards and the dealer's three (A14). Example: stake %1; the example "
        "shows the player's cards, then the dealer's.",
    ): "由博彩者及莊家各三張紙牌中組成的最高五張牌組合（第十四條）。例子：投注 %1；先列博彩者的紙牌，後列莊家的紙牌。",
    (
        "ReadingsPage",
        "The player's three cards with the two community cards (A15.1). The fixed amounts and the pool are the "
        "casino's: the examples use the trainer's default amounts and a pool of %2 (Reading 3). Example: stake %1.",
    ): "博彩者的三張紙牌加兩張共用紙牌（第十五條第一款）。定額彩金及彩池由承批公司訂定：例子採用本程式的預設金額及 %2 "
    "的彩池（解讀三）。例子：投注 %1。",
    ("ReadingsPage", "%1 to 1"): "一賠%1",
    ("ReadingsPage", "the fixed amount (%1)"): "定額彩金（%1）",
    (
        "ReadingsPage",
        "the fixed amount (%1) or the whole pool, whichever is more",
    ): "定額彩金（%1）或彩池的百分之一百，取其較高者",
    (
        "ReadingsPage",
        "the fixed amount (%1) or %2% of the pool, whichever is more",
    ): "定額彩金（%1）或彩池的百分之%2，取其較高者",
    ("ReadingsPage", "pays %1"): "派彩 %1",
    ("ReadingsPage", "wins %1, the stake stays"): "贏 %1，本金保留",
    (
        "ReadingsPage",
        "When the dealer qualifies and the hands tie, the Ante and the Play push; that includes three odd cards of "
        "the same ranks, for which the text names no tie.",
    ): "莊家持有Q或更高點數而雙方紙牌組合相同時，原注及加注均退還；點數全同的三張散牌亦然（條文未提及此情況的和局）。",
    ("ReadingsPage", "Reading 5 — left to right (A11.1, A11.2)"): "解讀五 — 由左至右（A11.1、A11.2）",
    (
        "ReadingsPage",
        "Seen from the dealer: seat 1 is the position at the dealer's left, and dealing goes from seat 1 to seat 7.",
    ): "以莊家的方向為準：第1門位於莊家左方，派牌由第1門至第7門。",
    (
        "ReadingsPage",
        "Reading 6 — exposed player cards (A17.1.3, A17.4.1)",
    ): "解讀六 — 博彩者的紙牌被過失陽開（A17.1.3、A17.4.1）",
    (
        "ReadingsPage",
        "The exposed player cards of the whole round are counted together: after the first one the round goes on; "
        "a second one, whoever holds it, makes the round void.",
    ): "同一牌局中博彩者被過失陽開的紙牌合併計算：第一張時牌局繼續進行；第二張（不論屬哪一門）即為無效牌局。",
    ("ReadingsPage", "Reading 7 — community cards (A11.3, A15.1)"): "解讀七 — 共用紙牌（A11.3、A15.1）",
    (
        "ReadingsPage",
        "They are dealt after every seat has its cards (the reference dealer deals them after the dealer's three) "
        "and turned up last, after the qualifier call.",
    ): "共用紙牌在每門獲派紙牌後才派發（標準程序在莊家的三張紙牌之後派發），並在判定莊家是否持有Q或更高點數後最後亮出。",
    ("ReadingsPage", "Reading 8 — the shuffle (A9)"): "解讀八 — 洗牌（A9）",
    (
        "ReadingsPage",
        "A scenario's deck is the order the cards come out after the shuffle and the cut; the cut position is "
        "recorded and must lie inside the deck.",
    ): "情境的紙牌次序是洗牌及切牌後派出的次序；分割卡的位置會被記錄，且須位於整副紙牌之內。",
    ("ReadingsPage", "Reading 9 — folded cards (A12.3)"): "解讀九 — 放棄者的紙牌（A12.3）",
    (
        "ReadingsPage",
        "A folded seat's cards are collected before the dealer's hand is turned up; whether its Ante is taken "
        "before or after the cards is house procedure, and either order is accepted unless the scenario sets a "
        "house rule.",
    ): "放棄的門的紙牌在莊家亮牌前收回；先收原注或先收紙牌屬場館程序，除非情境設定了場館規則，兩者皆接受。",
    ("ReadingsPage", "Reading 10 — Progressive bets kept (A17.3)"): "解讀十 — 保留累進大獎投注（A17.3）",
    (
        "ReadingsPage",
        "Only after a dealing breach (A17.1.1) or a shuffler failure (A17.2) do Progressive bets stay for the next "
        "round; after exposed cards every bet goes back, the Progressive too.",
    ): "只有在違反派牌規定（A17.1.1）或自動洗牌機故障（A17.2）時，累進大獎投注才保留到下一牌局；"
    "因紙牌被過失陽開而無效時，所有投注（包括累進大獎）均退還。",
    (
        "ReadingsPage",
        "Reading 11 — the players' hands (A12.1, A12.3, A13)",
    ): "解讀十一 — 博彩者的紙牌（A12.1、A12.3、A13）",
    (
        "ReadingsPage",
        "After revealing the dealer's hand and calling the qualifier, the dealer turns each player's hand face up "
        "before settling any bet that depends on it: every hand that played, and a fold kept for its Pair Plus or "
        "side bet. A folded Ante is taken and the fold's cards collected face down; a void round returns the bets. "
        "The seats may be turned one by one or several first.",
    ): "莊家亮出自身紙牌並判定是否持有Q或更高點數後，須先亮出博彩者的紙牌，才結算取決於該紙牌的投注：所有已加注的門，"
    "以及因對子或以上注或附加投注而保留紙牌的放棄者。放棄的原注歸莊家，放棄者的紙牌須牌面朝下收回；無效牌局則退還投注。"
    "各門可逐一亮牌後結算，亦可先亮出數門。",
    ("ReadingsPage", "Reading 12 — base bets singly (A4.1)"): "解讀十二 — 單獨投注基礎投注項目（A4.1）",
    (
        "ReadingsPage",
        "The trainer's tables take the base bets singly or together: a seat may bet the Pair Plus alone (then it "
        "makes no Play decision) or the Ante alone.",
    ): "本程式的博彩桌接受單獨或組合投注基礎投注項目：一門可只投注對子或以上注（此時不作加注決定），或只投注原注。",
    (
        "ReadingsPage",
        "The regulation could not be read from %1: %2",
    ): "無法從 %1 讀取施行規則：%2",
    ("ReadingsPage", "Rules and readings"): "規則及解讀",
    ("ReadingsPage", "Back [Esc]"): "返回 [Esc]",
    ("ReadingsPage", "How this trainer reads the regulation"): "本訓練程式對規則的解讀",
    ("ReadingsPage", "Terms of the regulation"): "規則用語",
    ("ReadingsPage", "Clause"): "條文",
    (
        "ReadingsPage",
        "The authoritative text is the Chinese of dispatch 89/2025 as amended by 94/2025.",
    ): "以第89/2025號批示（經第94/2025號批示修改）的中文本為準。",
    ("HistoryChart", "Score"): "得分",
    ("HistoryChart", "Date"): "日期",
    ("HistoryChart", "Exam history of %1"): "%1 的考核紀錄",
    ("TableScene", "Dealer (you)"): "莊家（你）",
    ("TableScene", "Fortune 3 Card Poker"): "富貴三寶",
    ("TableScene", "Phase: %1"): "階段：%1",
    ("TableScene", "6 Card"): "六張牌",
    ("TableScene", "Jackpot"): "累進",
    ("TableScene", "FAULT"): "故障",
    ("TableScene", "Ready"): "就緒",
    ("TableScene", "%1 cards"): "%1 張",
    ("TableScene", "By hand (shoe)"): "人手操作（派牌盒）",
    ("TableScene", "One-card machine"): "自動洗牌機：每次一張",
    ("TableScene", "Three-card machine"): "自動洗牌機：每次三張",
    ("TableScene", "%1-card machine"): "自動洗牌機：每次%1張",
    ("TableScene", "Payout being built"): "正在組成的派彩",
    ("TableScene", "Pay ⏎"): "派彩 ⏎",
    ("HistoryChart", "Select a trainee to see the history"): "選擇學員以查看紀錄",
    ("HistoryChart", "%1 has no graded exam yet."): "%1 尚未有已評分的考核。",
    ("HistoryChart", "Score %1 · passed"): "得分 %1 · 合格",
    ("HistoryChart", "Score %1 · not passed"): "得分 %1 · 不合格",
    ("Skills", "Dealing"): "派牌",
    ("Skills", "Irregularities"): "異常情況",
    ("Skills", "Payouts"): "派彩",
    ("Skills", "Procedure"): "程序",
    ("MainWindow", "Payout &drills"): "派彩練習(&D)",
    ("DrillPage", "Payout drills"): "派彩練習",
    ("DrillPage", "Player"): "博彩者",
    ("DrillPage", "Dealer"): "莊家",
    ("DrillPage", "Community cards"): "共用紙牌",
    ("DrillPage", "Jackpot pool: %1"): "累進大獎彩池：%1",
    ("DrillPage", "Settle now: %1 %2"): "現在結算：%1 %2",
    ("DrillPage", "Pay [Enter]"): "派彩 [Enter]",
    ("DrillPage", "Take [T]"): "收取 [T]",
    ("DrillPage", "Push [P]"): "退回 [P]",
    ("DrillPage", "Clear [W]"): "清除 [W]",
    ("DrillPage", "Back [Esc]"): "返回 [Esc]",
    ("DrillPage", "amount (keys 0–9 or chips)"): "金額（按鍵 0–9 或籌碼）",
    ("DrillPage", "✓ %1: %2 (%3 s)"): "✓ %1：%2（%3 秒）",
    ("DrillPage", "✗ %4 %1: you %2; the right settlement: %3"): "✗ %4 %1：你%2；正確的結算：%3",
    ("DrillPage", "paid %1"): "派彩 %1",
    ("DrillPage", "took the bet"): "收取了投注",
    ("DrillPage", "pushed the bet"): "退回了投注",
    (
        "DrillPage",
        "Streak %1 (best %2) · %3 of %4 right · median %5 s per payout (fast ≤ %6 s, on target ≤ %7 s)",
    ): "連續答對 %1（最佳 %2）· %4 次中答對 %3 次 · 每次派彩中位數 %5 秒（快：≤ %6 秒；合乎目標：≤ %7 秒）",
    ("DrillPage", "pay %1"): "派彩 %1",
    ("DrillPage", "take the bet"): "收取投注",
    ("DrillPage", "push (the bet stays)"): "退回（投注保留）",
    (
        "DrillPage",
        "Settle each bet of the seat, as fast as you can do it right.",
    ): "結算這門的每一注，在做對的前提下越快越好。",
    # the exam builder of the trainer tools (trainer/gui/exam_builder.py, issue 14)
    ("ExamBuilder", "Exam builder"): "編製考核",
    ("ExamBuilder", "difficulty %1"): "難度 %1",
    ("ExamBuilder", "Scenario"): "情境",
    ("ExamBuilder", "Skills"): "技能",
    ("ExamBuilder", "Difficulty"): "難度",
    ("ExamBuilder", "any"): "任何",
    ("ExamBuilder", "Exam:"): "考核：",
    ("ExamBuilder", "A new exam, not saved yet"): "新考核（尚未儲存）",
    ("ExamBuilder", "The exam shown; choose another exam file to open it"): "顯示中的考核；選擇另一個考核檔案即可開啟",
    ("ExamBuilder", "New exam"): "新考核",
    ("ExamBuilder", "Save exam [Ctrl+S]"): "儲存考核 [Ctrl+S]",
    ("ExamBuilder", "The exam"): "考核",
    ("ExamBuilder", "&Id (file name):"): "編號（檔案名稱）(&I)：",
    ("ExamBuilder", "lower-case letters, digits, . _ -"): "小寫英文字母、數字、. _ -",
    ("ExamBuilder", "Title in &English:"): "英文名稱(&E)：",
    ("ExamBuilder", "Title in &Chinese:"): "中文名稱(&C)：",
    ("ExamBuilder", "Version:"): "版本：",
    ("ExamBuilder", "&Time limit:"): "時限(&T)：",
    ("ExamBuilder", " min"): " 分鐘",
    ("ExamBuilder", "&Pass mark:"): "合格分數(&P)：",
    ("ExamBuilder", "Any critical error fails the exam, whatever the score"): "出現任何嚴重錯誤即不合格，不論得分",
    ("ExamBuilder", "Lowest figure allowed per skill:"): "各技能的最低要求：",
    ("ExamBuilder", "Scenarios every trainee deals, in this order"): "每位學員都須按此次序處理的情境",
    ("ExamBuilder", "Library:"): "情境庫：",
    ("ExamBuilder", "In the exam:"): "考核內的情境：",
    ("ExamBuilder", "Add →"): "加入 →",
    ("ExamBuilder", "← Remove"): "← 移除",
    ("ExamBuilder", "Up"): "上移",
    ("ExamBuilder", "Down"): "下移",
    ("ExamBuilder", "Then drawn at random for each attempt"): "其後每次考核隨機抽出的情境",
    ("ExamBuilder", "S&kill:"): "技能(&K)：",
    ("ExamBuilder", "&Difficulty:"): "難度(&D)：",
    ("ExamBuilder", "C&ount:"): "數目(&O)：",
    ("ExamBuilder", "Add draw"): "加入抽選",
    ("ExamBuilder", "Remove the selected draw"): "移除所選的抽選",
    ("ExamBuilder", "Problems"): "問題",
    ("ExamBuilder", "What a few seeds would deal"): "以幾個種子值抽出的情境",
    ("ExamBuilder", "any difficulty"): "任何難度",
    ("ExamBuilder", "%1 × %2, %3"): "%1 × %2，%3",
    ("ExamBuilder", "new — saving makes version %1"): "新考核 — 儲存後為第 %1 版",
    ("ExamBuilder", "%1 — saving a change makes version %2"): "第 %1 版 — 儲存修改後為第 %2 版",
    ("ExamBuilder", "Minimum for %1"): "%1的最低要求",
    ("ExamBuilder", "Scenario %1"): "第 %1 個情境",
    ("ExamBuilder", "Draw %1"): "第 %1 項抽選",
    ("ExamBuilder", "Id"): "編號",
    ("ExamBuilder", "Title in English"): "英文名稱",
    ("ExamBuilder", "Title in Chinese"): "中文名稱",
    ("ExamBuilder", "Scenarios"): "情境",
    ("ExamBuilder", "Time limit"): "時限",
    ("ExamBuilder", "Pass mark"): "合格分數",
    (
        "ExamBuilder",
        "give the exam an id (it names the file, and every attempt records it)",
    ): "請為考核定一個編號（用作檔案名稱，每次考核紀錄都會記下）",
    ("ExamBuilder", "use lower-case letters, digits, '.', '_' or '-' only, at most 80"): (
        "只可用小寫英文字母、數字、「.」、「_」或「-」，最多 80 個字元"
    ),
    ("ExamBuilder", "the exam needs a title in this language"): "考核須有此語言的名稱",
    ("ExamBuilder", "at most %1 characters"): "最多 %1 個字元",
    ("ExamBuilder", "add a scenario or a draw (or both)"): "請加入情境或抽選（或兩者）",
    ("ExamBuilder", "the file %1 is not there"): "找不到檔案 %1",
    ("ExamBuilder", "%1 is in the exam twice"): "%1 在考核內出現了兩次",
    (
        "ExamBuilder",
        "no scenario of the exam tests %1: every attempt would show it as “not tested”, and a skill not tested meets "
        "any minimum, so this one would check nothing",
    ): "考核內沒有情境會測試%1：每次考核都會顯示其為「未測試」，而未測試的技能一律符合最低要求，所以此最低要求不會檢查任何表現",
    (
        "ExamBuilder",
        "only some of the scenarios the draws can deal test %1: an attempt dealt none of them shows it as “not "
        "tested”, and a skill not tested meets any minimum",
    ): "抽選可抽出的情境中只有部分會測試%1：考核若沒有抽到這些情境，會顯示其為「未測試」，而未測試的技能一律符合最低要求",
    ("ExamBuilder", "needs %1 scenario(s) training %2 at difficulty %3, the library has %4"): (
        "需要 %1 個訓練%2、難度為%3的情境，情境庫只有 %4 個"
    ),
    ("ExamBuilder", "the draws before it can take what it needs (seed %1 finds too few scenarios left)"): (
        "之前的抽選可能先抽走所需的情境（種子值 %1 時剩下的情境不足）"
    ),
    ("ExamBuilder", "None: the exam can be saved."): "沒有問題：可以儲存考核。",
    ("ExamBuilder", "Shown once the problems are solved."): "解決問題後顯示。",
    ("ExamBuilder", "Seed %1:"): "種子值 %1：",
    ("ExamBuilder", "A new exam: give it an id and titles, then add scenarios or draws."): (
        "新考核：請定編號及名稱，然後加入情境或抽選。"
    ),
    ("ExamBuilder", "Opened %1"): "已開啟 %1",
    ("ExamBuilder", "Cannot open: %1"): "無法開啟：%1",
    ("ExamBuilder", "Saved version %1 to %2"): "已將第 %1 版儲存至 %2",
    ("ExamBuilder", "%1, saved on this PC"): "%1，本電腦儲存",
    (
        "ExamBuilder",
        "Saved version %1 to %2: the Exams page lists it.",
    ): "已將第 %1 版儲存至 %2：「考核」頁會列出此考核。",
    ("ExamBuilder", "Nothing changed: %2 stays at version %1"): "沒有修改：%2 仍為第 %1 版",
    ("ExamBuilder", "Not saved: %1"): "未能儲存：%1",
    ("ExamBuilder", "Save the exam"): "儲存考核",
    ("ExamBuilder", "Exam files (*.toml)"): "考核檔案 (*.toml)",
    ("ExamBuilder", "%1: %2"): "%1：%2",
    # the item analysis tab and its PDF (trainer/gui/item_analysis_view.py, analysis_report.py, issue 14)
    ("ItemAnalysisView", "Item analysis"): "試題分析",
    ("ItemAnalysisView", "Check the records"): "核對紀錄",
    (
        "ItemAnalysisView",
        "Check every finished attempt's seal and grade each of its rounds again from the actions recorded: a record changed after it was sealed is found and named",
    ): "核對每次已完成考核的封條，並按記錄的動作重新評分每一局：封存後被更改的紀錄會被找出並列明",
    ("ItemAnalysisView", "records checked at %1: all in order"): "已於 %1 核對紀錄：全部無誤",
    ("ItemAnalysisView", "records checked at %1: problems found"): "已於 %1 核對紀錄：發現問題",
    (
        "ItemAnalysisView",
        "Seals not checked in these figures: use “Check the records”",
    ): "以上數字未核對封條：請按「核對紀錄」",
    ("ItemAnalysisView", "Checking the records…"): "正在核對紀錄…",
    (
        "ItemAnalysisView",
        "1 finished attempt checked: its seal matches, and its rounds graded again give the grades recorded.",
    ): "已核對 1 次完成的考核：封條相符，每局重新評分的結果亦與紀錄相同。",
    (
        "ItemAnalysisView",
        "%1 finished attempts checked: every seal matches, and every round graded again gives the grade recorded.",
    ): "已核對 %1 次完成的考核：封條全部相符，每局重新評分的結果亦與紀錄相同。",
    (
        "ItemAnalysisView",
        "The check found problems (%1 finished attempts checked):",
    ): "核對發現問題（已核對 %1 次完成的考核）：",
    (
        "ItemAnalysisView",
        "attempts whose record no longer matches its seal or its grade (changed after it was sealed): %1",
    ): "紀錄與封條或評分不符的考核（封存後被更改）：%1",
    (
        "ItemAnalysisView",
        "attempts that cannot be graded again on this PC (a scenario file is missing or was changed): %1",
    ): "無法在本電腦重新評分的考核（情境檔案缺失或已更改）：%1",
    (
        "ItemAnalysisView",
        "the results database itself is damaged, or its seal key cannot be read here",
    ): "成績資料庫本身已損壞，或本電腦無法讀取其封存密鑰",
    (
        "ItemAnalysisView",
        "trainer accounts were changed or deleted outside the trainer",
    ): "導師帳戶曾在本程式以外被更改或刪除",
    ("ItemAnalysisView", "signed-off sittings were changed after their sign-off"): "已簽核的考場在簽核後被更改",
    ("ItemAnalysisView", "the results were rolled back or replaced by an older copy"): "成績曾被還原或以較舊的副本取代",
    (
        "ItemAnalysisView",
        "1 attempt was graded under older grading rules: its seal was checked, its rounds were not graded again.",
    ): "1 次考核按較舊的評分規則評分：已核對其封條，但未重新評分。",
    (
        "ItemAnalysisView",
        "%1 attempts were graded under older grading rules: their seals were checked, their rounds were not graded again.",
    ): "%1 次考核按較舊的評分規則評分：已核對其封條，但未重新評分。",
    (
        "ItemAnalysisView",
        "1 attempt is not finished (not sealed yet): it was not checked.",
    ): "1 次考核尚未完成（未封存）：未有核對。",
    (
        "ItemAnalysisView",
        "%1 attempts are not finished (not sealed yet): they were not checked.",
    ): "%1 次考核尚未完成（未封存）：未有核對。",
    ("ItemAnalysisView", "&Trainee:"): "學員(&T)：",
    ("ItemAnalysisView", "&Exam:"): "考核(&E)：",
    ("ItemAnalysisView", "From"): "由",
    ("ItemAnalysisView", "Until"): "至",
    ("ItemAnalysisView", "By month"): "按月",
    ("ItemAnalysisView", "By week"): "按週",
    (
        "ItemAnalysisView",
        "r_pb: how well passing a scenario goes with doing well on the exam's other scenarios (0.3 or more "
        "separates strong from weak trainees; below 0.1, or negative, is worth a look: too easy, too hard, or luck). "
        "U−L: pass rate of the top 27 % minus the bottom 27 %. — : too few attempts, or all passed or failed alike.",
    ): "r_pb：某情境合格與考核內其他情境表現良好的相關程度（0.3 或以上能分辨強弱學員；低於 0.1 或為負數則值得檢視："
    "太易、太難或靠運氣）。U−L：成績最高 27 % 的合格率減最低 27 % 的合格率。—：考核次數太少，或全部合格或全部不合格。",
    ("ItemAnalysisView", "Per scenario"): "按情境",
    ("ItemAnalysisView", "Per exam"): "按考核",
    ("ItemAnalysisView", "Per trainee"): "按學員",
    ("ItemAnalysisView", "Scenario"): "情境",
    ("ItemAnalysisView", "Taken"): "作答次數",
    ("ItemAnalysisView", "Passed"): "合格",
    ("ItemAnalysisView", "Mean score"): "平均得分",
    ("ItemAnalysisView", "Most frequent errors"): "最常見的錯誤",
    ("ItemAnalysisView", "Exam"): "考核",
    ("ItemAnalysisView", "Period"): "期間",
    ("ItemAnalysisView", "Attempts"): "考核次數",
    ("ItemAnalysisView", "Pass rate"): "合格率",
    ("ItemAnalysisView", "Trainee"): "學員",
    ("ItemAnalysisView", "Started"): "開始",
    ("ItemAnalysisView", "Item"): "題號",
    ("ItemAnalysisView", "Score"): "得分",
    ("ItemAnalysisView", "Result"): "結果",
    ("ItemAnalysisView", "Errors"): "錯誤",
    ("ItemAnalysisView", "Export this table as CSV…"): "將此表匯出為 CSV…",
    ("ItemAnalysisView", "Export the analysis as PDF…"): "將分析匯出為 PDF…",
    ("ItemAnalysisView", "all"): "全部",
    ("ItemAnalysisView", "passed"): "合格",
    ("ItemAnalysisView", "not passed"): "不合格",
    ("ItemAnalysisView", "%1 finished attempts"): "%1 次已完成的考核",
    ("ItemAnalysisView", "Export this table as CSV"): "將此表匯出為 CSV",
    ("ItemAnalysisView", "CSV files (*.csv)"): "CSV 檔案 (*.csv)",
    ("ItemAnalysisView", "Export the analysis as PDF"): "將分析匯出為 PDF",
    ("ItemAnalysisView", "PDF files (*.pdf)"): "PDF 檔案 (*.pdf)",
    ("ItemAnalysisView", "Cannot write %1: %2"): "無法寫入 %1：%2",
    ("ItemAnalysisView", "Wrote %1"): "已寫入 %1",
    ("ItemAnalysisView", "%1 (version %2)"): "%1（第 %2 版）",
    ("SkillResult", "not tested"): "未測試",
    ("AnalysisReport", "Item analysis"): "試題分析",
    ("AnalysisReport", "Generated"): "製作時間",
    ("AnalysisReport", "Attempts kept"): "所選的考核",
    ("AnalysisReport", "every finished attempt"): "所有已完成的考核",
    ("AnalysisReport", "Trainee"): "學員",
    ("AnalysisReport", "Exam"): "考核",
    ("AnalysisReport", "From"): "由",
    ("AnalysisReport", "Until"): "至",
    ("AnalysisReport", "Per scenario"): "按情境",
    ("AnalysisReport", "Scenario"): "情境",
    ("AnalysisReport", "Taken"): "作答次數",
    ("AnalysisReport", "Pass rate"): "合格率",
    ("AnalysisReport", "Mean score"): "平均得分",
    ("AnalysisReport", "Most frequent errors"): "最常見的錯誤",
    (
        "AnalysisReport",
        "r_pb: how well passing the scenario goes with doing well on the exam's other scenarios (0.3 or more "
        "separates strong from weak trainees; below 0.1, or negative, is worth a look). U−L: the pass rate of the "
        "top 27 % minus that of the bottom 27 %. — means too few attempts, or everyone passed or failed alike.",
    ): "r_pb：該情境合格與考核內其他情境表現良好的相關程度（0.3 或以上能分辨強弱學員；低於 0.1 或為負數則值得檢視）。"
    "U−L：成績最高 27 % 的合格率減最低 27 % 的合格率。— 表示考核次數太少，或全部合格或全部不合格。",
    ("AnalysisReport", "Pass rate per exam and month"): "各考核每月合格率",
    ("AnalysisReport", "Pass rate per exam and week"): "各考核每週合格率",
    ("AnalysisReport", "Period"): "期間",
    ("AnalysisReport", "Attempts"): "考核次數",
    ("AnalysisReport", "Passed"): "合格",
    ("AnalysisReport", "Each trainee's history"): "各學員的紀錄",
    ("AnalysisReport", "Started"): "開始",
    ("AnalysisReport", "Item"): "題號",
    ("AnalysisReport", "Score"): "得分",
    ("AnalysisReport", "Result"): "結果",
    ("AnalysisReport", "passed"): "合格",
    ("AnalysisReport", "not passed"): "不合格",
    ("AnalysisReport", "No graded attempts"): "沒有已評分的考核",
    ("AnalysisReport", "Errors"): "錯誤",
    ("AnalysisReport", "e.g."): "例如",
    ("ItemAnalysisView", "%1 ×%2, e.g. “%3”"): "%1 ×%2，例如「%3」",
    ("AnalysisReport", "More than %1 items in these attempts: choose a trainee to see a history."): (
        "這些考核的題目超過 %1 項：請選擇一位學員以查看其紀錄。"
    ),
    ("StoreSettingView", "Where results are kept"): "成績存放位置",
    ("StoreSettingView", "Now the results are kept on this PC, in the file %1."): "現時成績存放在本電腦的檔案 %1。",
    ("StoreSettingView", "Now the results are kept on the server %1."): "現時成績存放在伺服器 %1。",
    (
        "StoreSettingView",
        "TRAINER_STORE is set on this PC and chooses for it: the setting below counts once it is removed.",
    ): "本電腦已設定 TRAINER_STORE，以它為準；移除後，下面的設定才會生效。",
    ("StoreSettingView", "This PC's setting cannot be used: %1"): "本電腦的設定無法使用：%1",
    ("StoreSettingView", "On this PC (the file in the data folder)"): "存放在本電腦（資料夾內的檔案）",
    ("StoreSettingView", "On the department's server:"): "存放在部門的伺服器：",
    (
        "StoreSettingView",
        "The password is not kept here: put it in the login's ~/.pgpass file or in PGPASSWORD. The server is set up "
        'once with "trainer store init-server"; "trainer store migrate --to URL" copies this PC\'s results there.',
    ): (
        "密碼不會存放在這裡：請放在該登入帳戶的 ~/.pgpass 檔案或 PGPASSWORD。伺服器先以「trainer store init-server」"
        "設定一次；「trainer store migrate --to URL」可把本電腦的成績複製過去。"
    ),
    (
        "StoreSettingView",
        "a password is in the URL. Leave it out: put it in the login's ~/.pgpass file or in PGPASSWORD.",
    ): "網址中有密碼。請刪去：把密碼放在該登入帳戶的 ~/.pgpass 檔案或 PGPASSWORD。",
    ("StoreSettingView", "that is not a PostgreSQL URL (postgresql://login@host:5432/database)."): (
        "這不是 PostgreSQL 網址（postgresql://登入名稱@主機:5432/資料庫）。"
    ),
    ("StoreSettingView", "the server's URL is empty (postgresql://login@host:5432/database)."): (
        "伺服器網址是空的（postgresql://登入名稱@主機:5432/資料庫）。"
    ),
    (
        "StoreSettingView",
        "the server could not be opened with it. Its answer: %1",
    ): "無法以此網址開啟伺服器。伺服器的回應：%1",
    ("StoreSettingView", "Check and keep"): "檢查並保存",
    ("StoreSettingView", "Not kept: %1"): "未保存：%1",
    (
        "StoreSettingView",
        "Kept: from the next start the results go to %1. Close the trainer and start it again; what was stored in "
        "this session stays where it was.",
    ): "已保存：下次啟動起，成績存放到 %1。請關閉本程式再重新啟動；本次已儲存的成績留在原處。",
    ("ItemAnalysisView", "Reading the attempts…"): "正在讀取考核紀錄…",
    ("ItemAnalysisView", "Cancel"): "取消",
    (
        "ItemAnalysisView",
        "more than %1 items: choose a trainee to see a history",
    ): "題目超過 %1 項：請選擇一位學員以查看其紀錄",
    ("ProfileRow", "Practising as (name or staff id):"): "練習者（姓名或員工編號）：",
    (
        "ProfileRow",
        "Your answers are kept under this name, and what you miss comes back sooner next time.",
    ): "你的答案會以此名字保存，答錯的項目下次會更早再出現。",
    ("DrillPage", "%1 line(s) due for review · weakest: %2"): "%1 項待複習 · 最弱：%2",
    ("DrillPage", "Your practice cannot be kept: %1"): "無法保存你的練習：%1",
    ("MainWindow", "Deal &me rounds"): "連續發牌練習(&M)",
    ("MainWindow", "The theme could not be kept for the next start: %1"): "無法保存配色供下次開啟時使用：%1",
    ("RoundsPage", "Learn — no irregularities, the next step always shown"): "學習 — 沒有異常情況，每一步都有提示",
    ("RoundsPage", "Guided — a few irregularities, hints on request"): "引導 — 少量異常情況，可按需要提示",
    ("RoundsPage", "Practice — about one round in eight with an irregularity"): "練習 — 約每八局有一局出現異常情況",
    (
        "RoundsPage",
        "Table-ready — one round in four, no help until the grade",
    ): "上枱 — 每四局有一局異常，評分前沒有輔助",
    ("RoundsPage", "Deal me rounds"): "連續發牌練習",
    ("RoundsPage", "&Mode:"): "模式(&M)：",
    ("RoundsPage", "Next round [N]"): "下一局 [N]",
    ("RoundsPage", "Save this round as a scenario… [Ctrl+S]"): "將此局存為情境… [Ctrl+S]",
    ("RoundsPage", "Back [Esc]"): "返回 [Esc]",
    ("RoundsPage", "Round %1 · rounds graded %2 · mean score %3"): "第 %1 局 · 已評分 %2 局 · 平均得分 %3",
    ("RoundsPage", "Saved: %1"): "已儲存：%1",
    ("RoundsPage", "Not saved: %1"): "未能儲存：%1",
    ("RoundsPage", "Save the round as a scenario"): "將此局存為情境",
    ("RoundsPage", "Your practice cannot be kept: %1"): "無法保存你的練習：%1",
    ("LearnerPanel", "Your practice"): "你的練習",
    (
        "LearnerPanel",
        "Type your name or staff id to see what is due, how you stand and what to practise next.",
    ): "輸入你的姓名或員工編號，即可看到待複習的項目、各技能的掌握程度，以及下一個練習。",
    ("LearnerPanel", "Due today: %1 (%2 now)"): "今日待複習：%1 項（現在 %2 項）",
    ("LearnerPanel", "Nothing due today."): "今日沒有待複習的項目。",
    ("LearnerPanel", "Mastery (right in recent answers)"): "掌握程度（近期答對的比例）",
    ("LearnerPanel", "no answers yet"): "尚未作答",
    ("LearnerPanel", "Weak: %1"): "弱項：%1",
    (
        "LearnerPanel",
        "Weak: none (no skill under 90 % over 3 or more recent answers)",
    ): "弱項：沒有（沒有技能在 3 次或以上的近期作答中低於 90 %）",
    ("LearnerPanel", "Weakest: %1"): "最弱：%1",
    (
        "LearnerPanel",
        "Time per payout: median %1 s → %2 s over %3 sessions",
    ): "每次派彩時間：中位數 %1 秒 → %2 秒（共 %3 節練習）",
    ("LearnerPanel", "Time per payout: median %1 s (one session)"): "每次派彩時間：中位數 %1 秒（一節練習）",
    ("LearnerPanel", "Time per payout: no timed payouts yet"): "每次派彩時間：尚未有計時的派彩",
    ("LearnerPanel", "&Next exercise"): "下一個練習(&N)",
    (
        "LearnerPanel",
        "Median seconds per payout in each session, the latest on the right; dashed: the %1 s target",
    ): "每節練習每次派彩的中位數秒數，最新的在右邊；虛線：%1 秒的目標",
    (
        "LearnerPanel",
        "Picked from your answers: what you missed lately first, then what is weak, then what is due; never what you"
        " just did right while something else waits",
    ): "按你的答案挑選：先是最近做錯的項目，再是弱項，然後是待複習的項目；還有其他項目等着練習時，不會挑你剛做對的項目",
    ("LearnerPanel", "A payout drill on %1"): "派彩練習：%1",
    ("LearnerPanel", "A round that asks for %1"): "練習一局含這一項的牌局：%1",
    (
        "LearnerPanel",
        "A Practice round (about one in eight with an irregularity)",
    ): "一局練習模式牌局（約每八局有一局出現異常情況）",
    ("LearnerPanel", "Your practice cannot be kept: %1"): "無法保存你的練習：%1",
    (
        "DealerTable",
        "Turn the selected seat's hand face up before settling its bets (or click its cards)",
    ): "結算前亮出所選門的紙牌（或按該門的紙牌）",
    ("DealerTable", "Turn up"): "亮博彩者牌",
    (
        "PracticePage",
        "Keys: S shuffle · X cut · 1–7 deal to a seat · D dealer · C community · B burn · R / V reveal · U turn a hand face up · K collect · Q / N dealer qualifies / does not · G rulings · [ ] choose a bet area · digits + Enter pay · T take · P push · A Ante Bonus · Del refuse · L clear · H hint · Ctrl+Z undo",
    ): "按鍵：S 洗牌 · X 切牌 · 1–7 派牌至該門 · D 莊家 · C 共用紙牌 · B 銷牌 · R / V 亮牌 · U 亮出博彩者的紙牌 · K 收牌 · Q / N 莊家持有Q或更高點數／低於Q · G 裁定 · [ ] 選擇投注區格 · 數字 + Enter 派彩 · T 收取 · P 退還 · A 額外彩金 · Del 拒絕投注 · L 清枱 · H 提示 · Ctrl+Z 還原",
    ("TableScene", "%1: %2"): "%1：%2",
    ("TableScene", "no winning hand"): "沒有獲獎牌型",
    ("ScenarioEditor", "By hand: shoe and cut card"): "人手洗牌：派牌盒及分割卡",
    ("ScenarioEditor", "Shuffling machine, one card at a time"): "自動洗牌機，每次派出一張紙牌",
    ("ScenarioEditor", "Shuffling machine, three cards at a time"): "自動洗牌機，每次派出三張紙牌",
    ("ScenarioEditor", "A card exposed by mistake"): "紙牌過失陽開",
    ("ScenarioEditor", "A card dealt to the wrong place"): "紙牌誤派至其他位置",
    ("ScenarioEditor", "The shuffler fails"): "自動洗牌機故障",
    ("ScenarioEditor", "A bet placed late"): "逾時投注",
    ("ScenarioEditor", "A player's conduct (Art. 18)"): "博彩者的行為（第十八條）",
    ("ScenarioEditor", "records the results"): "記錄牌局結果",
    ("ScenarioEditor", "works out a betting system"): "進行預測或制定投注策略",
    ("ScenarioEditor", "leaves the table during the round"): "在牌局進行途中離開博彩桌",
    ("ScenarioEditor", "tells others the cards"): "向他人透露所持紙牌",
    ("ScenarioEditor", "tries to disclose the dealer's cards"): "嘗試披露莊家的紙牌",
    (
        "ScenarioEditor",
        "a side bet without a base bet (A4.2): to refuse",
    ): "沒有基本投注的附加投注（第四條第二款）：須拒絕",
    (
        "ScenarioEditor",
        "a side bet the table does not offer (A3.4): to refuse",
    ): "本桌不設的附加投注（第三條第四款）：須拒絕",
    (
        "ScenarioEditor",
        "a bet outside the table limits (A10.1): to refuse",
    ): "超出博彩桌金額上限或下限的投注（第十條（一）項）：須拒絕",
    (
        "ScenarioEditor",
        "chips of a player seated elsewhere (A10.2): to refuse",
    ): "佔座另一門的博彩者的籌碼（第十條（二）項）：須拒絕",
    ("ScenarioEditor", "Burned"): "銷牌",
    ("ScenarioEditor", "Seat %1"): "第%1門",
    ("ScenarioEditor", "&New table"): "新牌桌(&N)",
    ("ScenarioEditor", "Start from an empty table"): "由空的博彩桌開始",
    ("ScenarioEditor", "Open from the library"): "開啟情境庫中的情境",
    ("ScenarioEditor", "Start from the bundled scenario chosen on the left"): "由左方所選的內置情境開始",
    ("ScenarioEditor", "Seed of the generated round"): "自動產生牌局的種子",
    ("ScenarioEditor", "&Generate"): "自動產生(&G)",
    ("ScenarioEditor", "Start from a generated round (the seed on the left)"): "由自動產生的牌局開始（種子見左方）",
    ("ScenarioEditor", "&Open file… [Ctrl+O]"): "開啟檔案(&O)… [Ctrl+O]",
    ("ScenarioEditor", "&Save [Ctrl+S]"): "儲存(&S) [Ctrl+S]",
    ("ScenarioEditor", "Save &as…"): "另存為(&A)…",
    ("ScenarioEditor", "Words"): "文字",
    ("ScenarioEditor", "Table"): "博彩桌",
    ("ScenarioEditor", "Bets"): "投注",
    ("ScenarioEditor", "Cards"): "紙牌",
    ("ScenarioEditor", "Irregularities"): "異常情況",
    ("ScenarioEditor", "Test play"): "試玩",
    ("ScenarioEditor", "Problems (click one to go to its field):"): "問題（點擊一項即轉到該欄位）：",
    ("ScenarioEditor", "Id (file name):"): "代號（檔案名稱）：",
    (
        "ScenarioEditor",
        "Lower-case letters, digits, _ . - ; the file is saved as <id>.toml",
    ): "小寫英文字母、數字、_ . -；檔案儲存為 <代號>.toml",
    ("ScenarioEditor", "Title (English):"): "標題（English）：",
    ("ScenarioEditor", "Title (繁體中文):"): "標題（繁體中文）：",
    ("ScenarioEditor", "Briefing (English):"): "簡介（English）：",
    ("ScenarioEditor", "Briefing (繁體中文):"): "簡介（繁體中文）：",
    ("ScenarioEditor", "Skills:"): "技能：",
    ("ScenarioEditor", "Clauses:"): "條文：",
    ("ScenarioEditor", "e.g. A11.1, A17.4.1"): "例如 A11.1, A17.4.1",
    ("ScenarioEditor", "Difficulty (1–5):"): "難度（1–5）：",
    ("ScenarioEditor", "Suggest from the round"): "按牌局內容建議",
    (
        "ScenarioEditor",
        "Skills, clauses and difficulty from what the round contains",
    ): "按牌局的內容建議技能、條文及難度",
    ("ScenarioEditor", "Player positions:"): "門數：",
    ("ScenarioEditor", "Shuffling and dealing:"): "洗牌及派牌方式：",
    ("ScenarioEditor", "Side bets offered:"): "設有的附加投注：",
    ("ScenarioEditor", "Table limits:"): "金額上限及下限：",
    ("ScenarioEditor", "Minimum"): "下限",
    ("ScenarioEditor", "Maximum"): "上限",
    ("ScenarioEditor", "Progressive pool before the round:"): "牌局前的累進大獎彩池：",
    ("ScenarioEditor", "Pool restarts from:"): "彩池重新累積的最低金額：",
    ("ScenarioEditor", "Fixed amounts (0: the usual):"): "定額彩金（0：一般金額）：",
    ("ScenarioEditor", "Cut card at:"): "分割卡位置：",
    ("ScenarioEditor", "A spare shuffler is at hand (A17.2)"): "備有另一部自動洗牌機（第十七條第二款）",
    ("ScenarioEditor", "The table can switch to the shoe (A17.2)"): "博彩桌可改用派牌盒（第十七條第二款）",
    ("ScenarioEditor", "House rules:"): "場館規則：",
    ("ScenarioEditor", "names, separated by commas"): "名稱，以逗號分隔",
    (
        "ScenarioEditor",
        "Click a bet area to put the chosen chip on it, right-click to take one off; click a chip in the tray to choose it. Or type the amounts below (0: no bet).",
    ): "點擊投注區格即放上所選的籌碼，按右鍵取走一枚；點擊籌碼盤上的籌碼以選擇面值。亦可在下方輸入金額（0：不投注）。",
    ("ScenarioEditor", "Seat"): "門",
    ("ScenarioEditor", "Decision"): "決定",
    ("ScenarioEditor", "Player"): "博彩者",
    ("ScenarioEditor", "Seated elsewhere"): "佔座另一門",
    ("ScenarioEditor", "Conduct"): "行為",
    ("ScenarioEditor", "best play (Q-6-4 or better)"): "最佳策略（Q-6-4或以上加注）",
    ("ScenarioEditor", "Conduct…"): "行為…",
    (
        "ScenarioEditor",
        "Each slot is one card as the reference dealer deals it with this table's method. Choose a slot, then a card; the slots left open are dealt at random.",
    ): "每一格是參考荷官按本桌方式派出的一張紙牌。先選一格，再選紙牌；未選的格以隨機紙牌派出。",
    ("ScenarioEditor", "Cards:"): "紙牌：",
    ("ScenarioEditor", "Leave to chance"): "改為隨機",
    ("ScenarioEditor", "Clear every choice"): "清除所有選擇",
    ("ScenarioEditor", "New random draw"): "重新隨機抽牌",
    (
        "ScenarioEditor",
        "What goes wrong while dealing, at the Nth deal (0: as betting opens, for a player's conduct).",
    ): "派牌時在第N次派牌出現的異常情況（0：開始投注時，適用於博彩者的行為）。",
    ("ScenarioEditor", "What happens:"): "發生甚麼：",
    ("ScenarioEditor", "At deal:"): "第幾次派牌：",
    ("ScenarioEditor", "Which card (1–3):"): "第幾張紙牌（1–3）：",
    ("ScenarioEditor", "Whose card:"): "誰的紙牌：",
    ("ScenarioEditor", "Lands at seat:"): "落在第幾門：",
    ("ScenarioEditor", "The fault persists after the reshuffle"): "重新洗牌後故障仍然持續",
    ("ScenarioEditor", "Seat:"): "門：",
    ("ScenarioEditor", "Bet:"): "投注：",
    ("ScenarioEditor", "Amount:"): "金額：",
    ("ScenarioEditor", "The player:"): "博彩者：",
    ("ScenarioEditor", "Add to the timeline"): "加入時間線",
    ("ScenarioEditor", "Remove the selected"): "移除所選項目",
    (
        "ScenarioEditor",
        "The reference dealer plays the round as it stands: every action, and how each bet ends.",
    ): "參考荷官按現時設定進行牌局：每一個步驟，以及每注的結果。",
    ("ScenarioEditor", "Bet"): "投注",
    ("ScenarioEditor", "Outcome"): "結果",
    ("ScenarioEditor", "&Pin as expectations"): "定為預期結果(&P)",
    (
        "ScenarioEditor",
        "Write this outcome into the file: trainer validate then holds it",
    ): "把此結果寫入檔案：trainer validate 其後會按此檢查",
    ("ScenarioEditor", "Remove the expectations"): "移除預期結果",
    ("ScenarioEditor", "The round cannot be played yet: see the problems."): "牌局暫時未能進行：請看問題。",
    ("ScenarioEditor", "%1 problem(s): see below"): "%1 個問題：請看下方",
    ("ScenarioEditor", "Valid: trainer validate accepts this scenario"): "有效：trainer validate 接受此情境",
    ("ScenarioEditor", "Chip: %1"): "籌碼：%1",
    ("ScenarioEditor", "No card is dealt: place a bet, or see the problems."): "沒有派出紙牌：請先投注，或查看問題。",
    (
        "ScenarioEditor",
        "Deck order (top card first): %1 — then the rest at random",
    ): "紙牌次序（由最頂一張起）：%1 — 其餘隨機",
    ("ScenarioEditor", "deal %1"): "第%1次派牌",
    ("ScenarioEditor", "burn"): "銷牌",
    ("ScenarioEditor", "random"): "隨機",
    ("ScenarioEditor", "card %1"): "第%1張",
    ("ScenarioEditor", "Deals: %1"): "派牌次序：%1",
    ("ScenarioEditor", "the card of that deal"): "該次派出的紙牌",
    ("ScenarioEditor", "as betting opens"): "開始投注時",
    ("ScenarioEditor", "lands at %1"): "落在%1",
    ("ScenarioEditor", "persists"): "持續故障",
    (
        "ScenarioEditor",
        "Expectations pinned: %1 check(s); trainer validate holds the file to them.",
    ): "已定預期結果：%1 項檢查；trainer validate 會按此檢查檔案。",
    (
        "ScenarioEditor",
        "No expectations yet: pin these when they are what the rules want.",
    ): "尚未定預期結果：確定結果符合規則後，請定為預期結果。",
    ("ScenarioEditor", "pay %1"): "派彩 %1",
    ("ScenarioEditor", "take"): "收取",
    ("ScenarioEditor", "push"): "退還",
    ("ScenarioEditor", "refuse"): "拒絕",
    ("ScenarioEditor", "kept for the next round (%1)"): "保留至下一局（%1）",
    ("ScenarioEditor", "Not saved: %1"): "未能儲存：%1",
    ("ScenarioEditor", "Saved: %1"): "已儲存：%1",
    ("ScenarioEditor", "Open a scenario"): "開啟情境",
    ("ScenarioEditor", "Save the scenario"): "儲存情境",
    ("ScenarioEditor", "Scenario editor"): "情境編輯器",
    ("ScenarioEditor", "Irregularity %1"): "異常情況 %1",
    ("ScenarioEditor", "The file"): "檔案",
    ("ScenarioEditor", "Change the selected"): "修改所選項目",
    (
        "ScenarioEditor",
        "Replace the irregularity chosen in the timeline by the one above",
    ): "以上方設定取代時間線中所選的異常情況",
    ("ScenarioEditor", "Seat %1:\nno bet, dead cards (A17.5)"): "第%1門：\n沒有投注，紙牌無效（第十七條第五款）",
    ("ScenarioEditor", "&Round just played"): "剛派的牌局(&R)",
    (
        "ScenarioEditor",
        "Start from the round last dealt at the practice table or in Deal me rounds",
    ): "由練習牌桌或連續發牌練習中最後派的一局開始",
    ("ScenarioEditor", "No round has been dealt in this window yet."): "此視窗尚未派過任何牌局。",
    # an exam's rules (start page), its result page, closing an interrupted attempt (trainer/gui/exam_session.py,
    # trainer_tools.py)
    ("ExamRules", "Time limit: %1 minutes for the whole exam; when it runs out the exam ends."): (
        "時限：整個考核 %1 分鐘；時間一到考核即結束。"
    ),
    ("ExamRules", "Time limit: 1 minute for the whole exam; when it runs out the exam ends."): (
        "時限：整個考核 1 分鐘；時間一到考核即結束。"
    ),
    ("ExamRules", "Pass mark: %1 out of 100 (the mean of the scenarios' scores)."): (
        "合格分數：100 分中取得 %1 分（各情境得分的平均）。"
    ),
    ("ExamRules", "Scenarios: %1, dealt one after the other."): "情境：%1 個，逐一進行。",
    ("ExamRules", "Each of these skills must reach its minimum: %1."): "以下各項技能須達最低要求：%1。",
    ("ExamRules", "Any critical error in any scenario fails the exam, whatever the score."): (
        "任何一個情境出現嚴重錯誤，考核即不合格，不論得分。"
    ),
    (
        "ExamRules",
        "More than %1 MOP paid wrongly over all the scenarios (too much and too little added up) fails the exam, "
        "whatever the score.",
    ): "各情境合計錯付（多付與少付相加）超過 %1 澳門元，考核即不合格，不論得分。",
    ("ExamRules", "No hints, no undo and no feedback until the end. Every action is recorded as you make it."): (
        "考核期間不設提示、不可還原，完成前亦不作回饋。每個動作在做出時即被記錄。"
    ),
    ("ExamResult", "Back [Esc]"): "返回 [Esc]",
    ("ExamResult", "Scenario"): "情境",
    ("ExamResult", "Score"): "得分",
    ("ExamResult", "Errors"): "錯誤",
    ("ExamResult", "%1 (%2 critical)"): "%1（%2 個嚴重）",
    ("ExamResult", "Why the exam was not passed:"): "考核不合格的原因：",
    ("ExamResult", "The score, %1, is under the pass mark of %2."): "得分 %1，低於合格分數 %2。",
    ("ExamResult", "%1 reached %2%, under its minimum of %3%."): "%1只達 %2%，低於最低要求 %3%。",
    ("ExamResult", "Scenario %1 has a critical error: any critical error fails this exam."): (
        "第 %1 個情境出現嚴重錯誤：本考核出現任何嚴重錯誤即不合格。"
    ),
    ("ExamResult", "Scenarios %1 have a critical error: any critical error fails this exam."): (
        "第 %1 個情境出現嚴重錯誤：本考核出現任何嚴重錯誤即不合格。"
    ),
    ("ExamResult", "%1 MOP was paid wrongly over the scenarios, more than this exam's limit of %2 MOP."): (
        "各情境合計錯付 %1 澳門元，超過本考核的上限 %2 澳門元。"
    ),
    ("CloseAttempt", "Close this attempt?"): "關閉這次考核？",
    (
        "CloseAttempt",
        "Close attempt %1 (%2) without a grade? It ends now, unscored and sealed in your name, and the trainee "
        "cannot continue it. This cannot be undone.",
    ): "關閉第 %1 次考核（%2）而不評分？考核會即時結束，不予評分，並以你的名義封存；學員不能再繼續。此操作無法復原。",
    ("CloseAttempt", "Close without a grade"): "關閉（不評分）",
    ("CloseAttempt", "Keep it interrupted"): "保持中斷狀態",
    # trainer gui --exam FILE with a broken exam file (trainer/gui/problem_window.py)
    ("StartProblem", "The exam cannot start"): "考核無法開始",
    (
        "StartProblem",
        "The exam file has problems, so the exam cannot start. Ask a trainer to correct it: the trainer tools' "
        "exam builder shows each problem at its field. The problems found:",
    ): "考核檔案有問題，考核無法開始。請導師修正：導師工具的「編製考核」會在各欄位旁列出每個問題。找到的問題：",
    ("AmountPad", "Clear"): "清",
    ("ScenarioEditor", "%1 cannot be opened (line %2):"): "無法開啟 %1（第 %2 行）：",
    ("ScenarioEditor", "%1 cannot be opened:"): "無法開啟 %1：",
    ("ScenarioEditor", "No problems."): "沒有問題。",
    (
        "ScenarioEditor",
        "Deck order (top card first; ? = left to chance): %1 — then the rest at random",
    ): "紙牌次序（由最頂一張起；? = 隨機）：%1 — 其餘隨機",
    ("ItemAnalysisView", "1 finished attempt"): "1 次已完成的考核",
    (
        "ReadingsPage",
        "Fortune 3 Card Poker (富貴三寶): the implementing rules, the Chinese text",
    ): "富貴三寶（Fortune 3 Card Poker）施行規則 — 原文",
    (
        "ReadingsPage",
        "The law: dispatch 89/2025 of the Secretary for Economy and Finance of the Macao SAR, dated "
        "30 October 2025, as amended by dispatch 94/2025 (Official Gazette 46/2025), which reordered the "
        "items of Art. 7(1); a * marks the items it moved. The Chinese text below is reproduced word for "
        "word and is the authoritative text. The English rendering, in this trainer's own words, can be "
        "chosen under Text above.",
    ): (
        "法律依據：澳門特別行政區經濟財政司司長二零二五年十月三十日第89/2025號批示，經第94/2025號經濟財政司司長"
        "批示修改（刊於第46/2025號《澳門特別行政區公報》；該批示調整了第七條第一款各項的次序，標有 * 者為調動了的"
        "項目）。以下中文文本照錄原文，以此為準。本訓練程式以自己的文字撰寫的英文譯述，可在上方「文本」中選擇。"
    ),
    (
        "ReadingsPage",
        "The published text has no article headings: the headings 第N條 below follow the text's own "
        "cross-references, and the titles after the numbers are the trainer's. The clause numbers the "
        "trainer uses: A11.1 = 第十一條第一款 (Art. 11(1)); A13.4 = 第十三條第（四）項 (Art. 13(iv)); "
        "A17.1.2 = 第十七條第一款（二）項 (Art. 17(1)(ii)).",
    ): (
        "公佈的文本沒有條文標題：以下「第N條」的標題按文本本身的互相援引而定，條號後的標題為本訓練程式所加。"
        "本訓練程式使用的條文編號：A11.1 = 第十一條第一款；A13.4 = 第十三條第（四）項；"
        "A17.1.2 = 第十七條第一款（二）項。"
    ),
    ("Seal", "Sealed, seal checked"): "已封存，封條相符",
    ("Seal", "Seal broken: this record was changed after it was sealed"): "封條不符：此紀錄在封存後被更改",
    ("Seal", "Not sealed"): "未封存",
    ("Seal", "Seal not checked: this computer may not read the seal key"): "未核對封條：此電腦不可讀取封存密鑰",
    ("Seal", "Sealed"): "已封存",
    ("Seal", "Seal broken"): "封條不符",
    ("Seal", "Seal not checked"): "未核對封條",
    ("Seal", "Seal"): "封條",
    ("Seal", "Not valid: the seal is broken"): "無效：封條不符",
    ("Seal", "Attempts with a broken seal, left out of these figures: %1"): "封條不符、未計入以上數字的考核：%1 次",
    ("Seal", "Seals not checked in these figures: to check them, run trainer results verify"): (
        "以上數字未核對封條：如需核對，請執行 trainer results verify"
    ),
}
ZH_MORE: dict[tuple[str, str], str] = {
    ("ResultsModel", "in the app"): "應用程式內",
    ("TrainerTools", "%1, over 1 round:"): "%1，共 1 局：",
}
"""Entries of contexts whose other entries are translated in the catalogue itself: only these are written."""
CONTEXTS = {c for c, _ in ZH}
MORE_CONTEXTS = {c for c, _ in ZH_MORE}


def main() -> int:
    tree = ET.parse(TS)
    root = tree.getroot()
    filled = missing = 0
    for ctx in root.iter("context"):
        name = ctx.findtext("name", default="")
        if name not in CONTEXTS and name not in MORE_CONTEXTS:
            continue
        for msg in ctx.iter("message"):
            source = msg.findtext("source", default="")
            tr = msg.find("translation")
            if tr is None:
                tr = ET.SubElement(msg, "translation")
            text = ZH.get((name, source), ZH_MORE.get((name, source)))
            if name not in CONTEXTS:
                if text is not None:
                    tr.text = text
                    tr.attrib.pop("type", None)
                    filled += 1
                continue
            if text is not None and tr.get("type") != "unfinished" and tr.text == text:
                continue
            if text is None:
                missing += 1
                print(f"no zh-Hant yet: {name}: {source!r}", file=sys.stderr)
                continue
            tr.text = text
            tr.attrib.pop("type", None)
            filled += 1
    ET.indent(tree, space="    ")
    body = ET.tostring(root, encoding="unicode")
    TS.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
    print(f"{TS.relative_to(ROOT)}: {filled} filled, {missing} still missing in {', '.join(sorted(CONTEXTS))}")
    return 1 if missing else 0


if __name__ == "__main__":
    raise SystemExit(main())
