<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
    <context>
        <name>AmountPad</name>
        <message>
            <source>Clear</source>
            <translation>清</translation>
        </message>
    </context>
    <context>
        <name>AnalysisReport</name>
        <message>
            <source>Item analysis</source>
            <translation>試題分析</translation>
        </message>
        <message>
            <source>Generated</source>
            <translation>製作時間</translation>
        </message>
        <message>
            <source>Attempts kept</source>
            <translation>所選的考核</translation>
        </message>
        <message>
            <source>every finished attempt</source>
            <translation>所有已完成的考核</translation>
        </message>
        <message>
            <source>Trainee</source>
            <translation>學員</translation>
        </message>
        <message>
            <source>Exam</source>
            <translation>考核</translation>
        </message>
        <message>
            <source>From</source>
            <translation>由</translation>
        </message>
        <message>
            <source>Until</source>
            <translation>至</translation>
        </message>
        <message>
            <source>Per scenario</source>
            <translation>按情境</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>情境</translation>
        </message>
        <message>
            <source>Taken</source>
            <translation>作答次數</translation>
        </message>
        <message>
            <source>Pass rate</source>
            <translation>合格率</translation>
        </message>
        <message>
            <source>Mean score</source>
            <translation>平均得分</translation>
        </message>
        <message>
            <source>Most frequent errors</source>
            <translation>最常見的錯誤</translation>
        </message>
        <message>
            <source>r_pb: how well passing the scenario goes with doing well on the exam's other scenarios (0.3 or more separates strong from weak trainees; below 0.1, or negative, is worth a look). U−L: the pass rate of the top 27 % minus that of the bottom 27 %. — means too few attempts, or everyone passed or failed alike.</source>
            <translation>r_pb：該情境合格與考核內其他情境表現良好的相關程度（0.3 或以上能分辨強弱學員；低於 0.1 或為負數則值得檢視）。U−L：成績最高 27 % 的合格率減最低 27 % 的合格率。— 表示考核次數太少，或全部合格或全部不合格。</translation>
        </message>
        <message>
            <source>Pass rate per exam and month</source>
            <translation>各考核每月合格率</translation>
        </message>
        <message>
            <source>Pass rate per exam and week</source>
            <translation>各考核每週合格率</translation>
        </message>
        <message>
            <source>Period</source>
            <translation>期間</translation>
        </message>
        <message>
            <source>Attempts</source>
            <translation>考核次數</translation>
        </message>
        <message>
            <source>Passed</source>
            <translation>合格</translation>
        </message>
        <message>
            <source>Each trainee's history</source>
            <translation>各學員的紀錄</translation>
        </message>
        <message>
            <source>Started</source>
            <translation>開始</translation>
        </message>
        <message>
            <source>Item</source>
            <translation>題號</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>得分</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>結果</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>合格</translation>
        </message>
        <message>
            <source>not passed</source>
            <translation>不合格</translation>
        </message>
        <message>
            <source>No graded attempts</source>
            <translation>沒有已評分的考核</translation>
        </message>
        <message>
            <source>Errors</source>
            <translation>錯誤</translation>
        </message>
        <message>
            <source>More than %1 items in these attempts: choose a trainee to see a history.</source>
            <translation>這些考核的題目超過 %1 項：請選擇一位學員以查看其紀錄。</translation>
        </message>
        <message>
            <source>e.g.</source>
            <translation>例如</translation>
        </message>
    </context>
    <context>
        <name>BrowserPage</name>
        <message>
            <source>any</source>
            <translation>全部</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>情境</translation>
        </message>
        <message>
            <source>Difficulty</source>
            <translation>難度</translation>
        </message>
        <message>
            <source>Skills</source>
            <translation>技能</translation>
        </message>
        <message>
            <source>Clauses</source>
            <translation>條文</translation>
        </message>
        <message>
            <source>%1 of %2 scenarios</source>
            <translation>%1 / %2 個情境</translation>
        </message>
        <message>
            <source>No scenario matches these filters.</source>
            <translation>沒有符合篩選條件的情境。</translation>
        </message>
        <message>
            <source>Scenarios</source>
            <translation>練習情境</translation>
        </message>
        <message>
            <source>&amp;Skill:</source>
            <translation>技能(&amp;S)：</translation>
        </message>
        <message>
            <source>C&amp;lause:</source>
            <translation>條文(&amp;L)：</translation>
        </message>
        <message>
            <source>&amp;Difficulty:</source>
            <translation>難度(&amp;D)：</translation>
        </message>
        <message>
            <source>Back [Esc]</source>
            <translation>返回 [Esc]</translation>
        </message>
        <message>
            <source>Start practice [Enter]</source>
            <translation>開始練習 [Enter]</translation>
        </message>
        <message>
            <source>Arrow keys choose, Enter starts</source>
            <translation>以方向鍵選擇，按 Enter 開始</translation>
        </message>
    </context>
    <context>
        <name>CloseAttempt</name>
        <message>
            <source>Close this attempt?</source>
            <translation>關閉這次考核？</translation>
        </message>
        <message>
            <source>Close attempt %1 (%2) without a grade? It ends now, unscored and sealed in your name, and the trainee cannot continue it. This cannot be undone.</source>
            <translation>關閉第 %1 次考核（%2）而不評分？考核會即時結束，不予評分，並以你的名義封存；學員不能再繼續。此操作無法復原。</translation>
        </message>
        <message>
            <source>Close without a grade</source>
            <translation>關閉（不評分）</translation>
        </message>
        <message>
            <source>Keep it interrupted</source>
            <translation>保持中斷狀態</translation>
        </message>
    </context>
    <context>
        <name>DealerTable</name>
        <message>
            <source>Cards</source>
            <translation>紙牌</translation>
        </message>
        <message>
            <source>Bets: select an area, then settle</source>
            <translation>投注：先選投注區格，再結算</translation>
        </message>
        <message>
            <source>Shuffle</source>
            <translation>洗牌</translation>
        </message>
        <message>
            <source>Shuffle by hand or with the machine, as the table does (Shift+S: the other way)</source>
            <translation>按本桌方式洗牌：人手操作或自動洗牌機（Shift+S：另一方式）</translation>
        </message>
        <message>
            <source>Where the cut card goes: cards from the top</source>
            <translation>分割卡的位置：由頂部起計的紙牌張數</translation>
        </message>
        <message>
            <source>at </source>
            <translation>第 </translation>
        </message>
        <message>
            <source>Cut</source>
            <translation>切牌</translation>
        </message>
        <message>
            <source>Put the cut card at the chosen position</source>
            <translation>在所選位置插入分割卡</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>莊家</translation>
        </message>
        <message>
            <source>Deal to the dealer's box (or click it)</source>
            <translation>派牌給莊家（或點擊莊家位置）</translation>
        </message>
        <message>
            <source>Community</source>
            <translation>共用紙牌</translation>
        </message>
        <message>
            <source>Deal the community cards (or click the area)</source>
            <translation>派共用紙牌（或點擊共用紙牌區）</translation>
        </message>
        <message>
            <source>Burn</source>
            <translation>銷牌</translation>
        </message>
        <message>
            <source>Burn a card to the discard rack (or click the rack)</source>
            <translation>把一張紙牌銷去至廢牌盒（或點擊廢牌盒）</translation>
        </message>
        <message>
            <source>Reveal</source>
            <translation>亮牌</translation>
        </message>
        <message>
            <source>Turn the dealer's cards face up</source>
            <translation>揭開莊家的紙牌</translation>
        </message>
        <message>
            <source>Reveal comm.</source>
            <translation>亮共用牌</translation>
        </message>
        <message>
            <source>Turn the community cards face up</source>
            <translation>揭開共用紙牌</translation>
        </message>
        <message>
            <source>Collect</source>
            <translation>收牌</translation>
        </message>
        <message>
            <source>Collect the selected folded seat's cards</source>
            <translation>收回所選放棄的門的紙牌</translation>
        </message>
        <message>
            <source>Turn up</source>
            <translation>亮博彩者牌</translation>
        </message>
        <message>
            <source>Turn the selected seat's hand face up before settling its bets (or click its cards)</source>
            <translation>結算前亮出所選門的紙牌（或按該門的紙牌）</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>清枱</translation>
        </message>
        <message>
            <source>Clear the table: the round ends</source>
            <translation>清枱：牌局結束</translation>
        </message>
        <message>
            <source>Qualifies</source>
            <translation>Q或更高</translation>
        </message>
        <message>
            <source>Declare: the dealer qualifies</source>
            <translation>宣佈：莊家持有Q或更高點數</translation>
        </message>
        <message>
            <source>Not qual.</source>
            <translation>低於Q</translation>
        </message>
        <message>
            <source>Declare: the dealer does not qualify</source>
            <translation>宣佈：莊家持有點數低於Q</translation>
        </message>
        <message>
            <source>Rulings…</source>
            <translation>裁定…</translation>
        </message>
        <message>
            <source>Void round, dead cards, call the floor …</source>
            <translation>無效牌局、紙牌無效、通知主管 …</translation>
        </message>
        <message>
            <source>&amp;Void round</source>
            <translation>無效牌局(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Continue the round</source>
            <translation>牌局仍會繼續進行(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Dead cards (selected seat)</source>
            <translation>紙牌無效（所選的門）(&amp;D)</translation>
        </message>
        <message>
            <source>&amp;Reshuffle</source>
            <translation>終止牌局並重新洗牌(&amp;R)</translation>
        </message>
        <message>
            <source>C&amp;hange the shuffler</source>
            <translation>更換另一部自動洗牌機(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Switch to the shoe</source>
            <translation>改用派牌盒(&amp;S)</translation>
        </message>
        <message>
            <source>C&amp;lose the table</source>
            <translation>不得進行新的牌局(&amp;L)</translation>
        </message>
        <message>
            <source>Call the &amp;floor (selected seat)</source>
            <translation>通知主管（所選的門）(&amp;F)</translation>
        </message>
        <message>
            <source>amount (keys 0–9, chips)</source>
            <translation>金額（按鍵 0–9 或籌碼）</translation>
        </message>
        <message>
            <source>Type with the number keys or the keypad, or click / drag chips from the tray</source>
            <translation>以數字鍵或小鍵盤輸入，或由籌碼盤點擊／拖放籌碼</translation>
        </message>
        <message>
            <source>Take</source>
            <translation>收取</translation>
        </message>
        <message>
            <source>The losing bet goes to the house</source>
            <translation>輸掉的投注歸莊家</translation>
        </message>
        <message>
            <source>Push</source>
            <translation>退還</translation>
        </message>
        <message>
            <source>Return or leave the bet, no payout</source>
            <translation>退還或保留投注，不派彩</translation>
        </message>
        <message>
            <source>Pay</source>
            <translation>派彩</translation>
        </message>
        <message>
            <source>Pay the amount to the selected bet</source>
            <translation>向所選的投注派發此金額</translation>
        </message>
        <message>
            <source>Pay the amount as the seat's Ante Bonus</source>
            <translation>以此金額派發該門的額外彩金</translation>
        </message>
        <message>
            <source>Refuse bet</source>
            <translation>拒絕投注</translation>
        </message>
        <message>
            <source>Refuse the selected bet</source>
            <translation>拒絕所選的投注</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>提示</translation>
        </message>
        <message>
            <source>Show the next correct action and its clause</source>
            <translation>顯示下一個正確步驟及其條文</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>還原</translation>
        </message>
        <message>
            <source>Take back the last action</source>
            <translation>取消上一個步驟</translation>
        </message>
        <message>
            <source>Stop this round here: it counts as it stands and the exam goes on</source>
            <translation>在此結束本局：按現狀計分，考核繼續</translation>
        </message>
        <message>
            <source>End the round</source>
            <translation>結束牌局</translation>
        </message>
        <message>
            <source>Stop here and see the grade</source>
            <translation>在此停止並查看評分</translation>
        </message>
        <message>
            <source>Take back the last digit or chip (Backspace)</source>
            <translation>刪除最後一位數字或最後一枚籌碼（Backspace）</translation>
        </message>
        <message>
            <source>Clear the payout being built (W or Esc)</source>
            <translation>清除正在組成的派彩（W 或 Esc）</translation>
        </message>
        <message>
            <source>Back to the table</source>
            <translation>返回牌桌</translation>
        </message>
        <message>
            <source>Leave the review</source>
            <translation>離開回顧</translation>
        </message>
        <message>
            <source>Deal this round again</source>
            <translation>重玩此牌局</translation>
        </message>
        <message>
            <source>Start the same scenario again</source>
            <translation>重新開始同一情境</translation>
        </message>
        <message>
            <source>Click a seat, the dealer's box or the community area to deal (keys 1–7, D, C); Ctrl+click or right-click selects a seat; click a bet area to select it; click or drag chips from the tray to build the amount.</source>
            <translation>點擊門、莊家位置或共用紙牌區即派牌（按鍵 1–7、D、C）；Ctrl+點擊或右鍵選擇門；點擊投注區格選擇投注；由籌碼盤點擊或拖放籌碼組成金額。</translation>
        </message>
        <message>
            <source>Actions so far</source>
            <translation>已做的步驟</translation>
        </message>
        <message>
            <source>Click an action to see the table right after it (Esc returns)</source>
            <translation>點擊步驟以查看該步驟後的牌桌（按 Esc 返回）</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>未選擇</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>第%1門</translation>
        </message>
        <message>
            <source>Dealer table</source>
            <translation>博彩桌</translation>
        </message>
        <message>
            <source>Reviewing: the table after %1 actions. Esc returns.</source>
            <translation>回顧：做了 %1 個步驟後的牌桌。按 Esc 返回。</translation>
        </message>
        <message>
            <source>Actions: %1</source>
            <translation>步驟：%1</translation>
        </message>
        <message>
            <source>Selected: %1</source>
            <translation>已選：%1</translation>
        </message>
        <message>
            <source>The shuffler's fault light is on.</source>
            <translation>自動洗牌機的故障燈亮起。</translation>
        </message>
        <message>
            <source>The shoe is ready: bets are down.</source>
            <translation>紙牌已備妥，投注已放下。</translation>
        </message>
        <message>
            <source>The players have decided: play or fold.</source>
            <translation>博彩者已決定加注或放棄。</translation>
        </message>
        <message>
            <source>A card slipped to seat %1.</source>
            <translation>一張紙牌誤派至第%1門。</translation>
        </message>
        <message>
            <source>A card was exposed: %1.</source>
            <translation>紙牌過失陽開：%1。</translation>
        </message>
        <message>
            <source>Seat %1 put a bet down late.</source>
            <translation>第%1門逾時投注。</translation>
        </message>
        <message>
            <source>Round over</source>
            <translation>牌局完結</translation>
        </message>
        <message>
            <source>Void round cleared: reshuffle</source>
            <translation>無效牌局已清枱：須重新洗牌</translation>
        </message>
        <message>
            <source>Table closed</source>
            <translation>不得進行新的牌局</translation>
        </message>
        <message>
            <source>is recording results</source>
            <translation>正在記錄牌局結果</translation>
        </message>
        <message>
            <source>is working out a betting system</source>
            <translation>正在進行預測或制定投注策略</translation>
        </message>
        <message>
            <source>left the table during the round</source>
            <translation>在牌局進行途中離開博彩桌</translation>
        </message>
        <message>
            <source>is telling others the cards</source>
            <translation>正向他人透露所持紙牌</translation>
        </message>
        <message>
            <source>is trying to disclose the dealer's cards</source>
            <translation>正嘗試披露莊家的紙牌</translation>
        </message>
        <message>
            <source>The player at seat %1 %2.</source>
            <translation>第%1門的博彩者%2。</translation>
        </message>
        <message>
            <source>A card of seat %1 was exposed.</source>
            <translation>第%1門的一張紙牌被過失陽開。</translation>
        </message>
        <message>
            <source>One of the dealer's cards was exposed.</source>
            <translation>莊家的一張紙牌被過失陽開。</translation>
        </message>
        <message>
            <source>A community card was exposed.</source>
            <translation>一張共用紙牌被過失陽開。</translation>
        </message>
        <message>
            <source>Undone: %1</source>
            <translation>已還原：%1</translation>
        </message>
        <message>
            <source>Next: %1</source>
            <translation>下一步：%1</translation>
        </message>
        <message>
            <source>Keys: %1</source>
            <translation>按鍵：%1</translation>
        </message>
        <message>
            <source>The trainer could not judge %1; it was not done.</source>
            <translation>訓練程式無法評核「%1」；此步驟未執行。</translation>
        </message>
        <message>
            <source>Select a bet area first: click it, or step with [ and ].</source>
            <translation>請先選擇投注區格：點擊它，或以 [ 及 ] 逐一選擇。</translation>
        </message>
        <message>
            <source>Select a seat first: Ctrl+click it, or Ctrl+1–7.</source>
            <translation>請先選擇門：Ctrl+點擊，或按 Ctrl+1–7。</translation>
        </message>
        <message>
            <source>Type the amount first (number keys, keypad or chips).</source>
            <translation>請先輸入金額（數字鍵、小鍵盤或籌碼）。</translation>
        </message>
        <message>
            <source>Action %1</source>
            <translation>第 %1 步</translation>
        </message>
        <message>
            <source>Click a mistake to see the table as it was at that step</source>
            <translation>點擊錯誤以查看當時的牌桌</translation>
        </message>
        <message>
            <source>Which seat?</source>
            <translation>哪一門？</translation>
        </message>
        <message>
            <source>Seat number:</source>
            <translation>門號：</translation>
        </message>
    </context>
    <context>
        <name>DrillPage</name>
        <message>
            <source>Payout drills</source>
            <translation>派彩練習</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>博彩者</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>莊家</translation>
        </message>
        <message>
            <source>Community cards</source>
            <translation>共用紙牌</translation>
        </message>
        <message>
            <source>Jackpot pool: %1</source>
            <translation>累進大獎彩池：%1</translation>
        </message>
        <message>
            <source>Settle now: %1 %2</source>
            <translation>現在結算：%1 %2</translation>
        </message>
        <message>
            <source>Pay [Enter]</source>
            <translation>派彩 [Enter]</translation>
        </message>
        <message>
            <source>Take [T]</source>
            <translation>收取 [T]</translation>
        </message>
        <message>
            <source>Push [P]</source>
            <translation>退回 [P]</translation>
        </message>
        <message>
            <source>Clear [W]</source>
            <translation>清除 [W]</translation>
        </message>
        <message>
            <source>Back [Esc]</source>
            <translation>返回 [Esc]</translation>
        </message>
        <message>
            <source>amount (keys 0–9 or chips)</source>
            <translation>金額（按鍵 0–9 或籌碼）</translation>
        </message>
        <message>
            <source>✓ %1: %2 (%3 s)</source>
            <translation>✓ %1：%2（%3 秒）</translation>
        </message>
        <message>
            <source>✗ %4 %1: you %2; the right settlement: %3</source>
            <translation>✗ %4 %1：你%2；正確的結算：%3</translation>
        </message>
        <message>
            <source>Streak %1 (best %2) · %3 of %4 right · median %5 s per payout (fast ≤ %6 s, on target ≤ %7 s)</source>
            <translation>連續答對 %1（最佳 %2）· %4 次中答對 %3 次 · 每次派彩中位數 %5 秒（快：≤ %6 秒；合乎目標：≤ %7 秒）</translation>
        </message>
        <message>
            <source>pay %1</source>
            <translation>派彩 %1</translation>
        </message>
        <message>
            <source>take the bet</source>
            <translation>收取投注</translation>
        </message>
        <message>
            <source>push (the bet stays)</source>
            <translation>退回（投注保留）</translation>
        </message>
        <message>
            <source>paid %1</source>
            <translation>派彩 %1</translation>
        </message>
        <message>
            <source>took the bet</source>
            <translation>收取了投注</translation>
        </message>
        <message>
            <source>pushed the bet</source>
            <translation>退回了投注</translation>
        </message>
        <message>
            <source>Settle each bet of the seat, as fast as you can do it right.</source>
            <translation>結算這門的每一注，在做對的前提下越快越好。</translation>
        </message>
        <message>
            <source>%1 line(s) due for review · weakest: %2</source>
            <translation>%1 項待複習 · 最弱：%2</translation>
        </message>
        <message>
            <source>Your practice cannot be kept: %1</source>
            <translation>無法保存你的練習：%1</translation>
        </message>
    </context>
    <context>
        <name>ExamBuilder</name>
        <message>
            <source>difficulty %1</source>
            <translation>難度 %1</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>情境</translation>
        </message>
        <message>
            <source>Skills</source>
            <translation>技能</translation>
        </message>
        <message>
            <source>Difficulty</source>
            <translation>難度</translation>
        </message>
        <message>
            <source>any</source>
            <translation>任何</translation>
        </message>
        <message>
            <source>%1, saved on this PC</source>
            <translation>%1，本電腦儲存</translation>
        </message>
        <message>
            <source>Exam builder</source>
            <translation>編製考核</translation>
        </message>
        <message>
            <source>Exam:</source>
            <translation>考核：</translation>
        </message>
        <message>
            <source>A new exam, not saved yet</source>
            <translation>新考核（尚未儲存）</translation>
        </message>
        <message>
            <source>The exam shown; choose another exam file to open it</source>
            <translation>顯示中的考核；選擇另一個考核檔案即可開啟</translation>
        </message>
        <message>
            <source>New exam</source>
            <translation>新考核</translation>
        </message>
        <message>
            <source>Save exam [Ctrl+S]</source>
            <translation>儲存考核 [Ctrl+S]</translation>
        </message>
        <message>
            <source>The exam</source>
            <translation>考核</translation>
        </message>
        <message>
            <source>&amp;Id (file name):</source>
            <translation>編號（檔案名稱）(&amp;I)：</translation>
        </message>
        <message>
            <source>lower-case letters, digits, . _ -</source>
            <translation>小寫英文字母、數字、. _ -</translation>
        </message>
        <message>
            <source>Title in &amp;English:</source>
            <translation>英文名稱(&amp;E)：</translation>
        </message>
        <message>
            <source>Title in &amp;Chinese:</source>
            <translation>中文名稱(&amp;C)：</translation>
        </message>
        <message>
            <source>Version:</source>
            <translation>版本：</translation>
        </message>
        <message>
            <source>&amp;Time limit:</source>
            <translation>時限(&amp;T)：</translation>
        </message>
        <message>
            <source> min</source>
            <translation> 分鐘</translation>
        </message>
        <message>
            <source>&amp;Pass mark:</source>
            <translation>合格分數(&amp;P)：</translation>
        </message>
        <message>
            <source>Any critical error fails the exam, whatever the score</source>
            <translation>出現任何嚴重錯誤即不合格，不論得分</translation>
        </message>
        <message>
            <source>Lowest figure allowed per skill:</source>
            <translation>各技能的最低要求：</translation>
        </message>
        <message>
            <source>Scenarios every trainee deals, in this order</source>
            <translation>每位學員都須按此次序處理的情境</translation>
        </message>
        <message>
            <source>Library:</source>
            <translation>情境庫：</translation>
        </message>
        <message>
            <source>In the exam:</source>
            <translation>考核內的情境：</translation>
        </message>
        <message>
            <source>Add →</source>
            <translation>加入 →</translation>
        </message>
        <message>
            <source>← Remove</source>
            <translation>← 移除</translation>
        </message>
        <message>
            <source>Up</source>
            <translation>上移</translation>
        </message>
        <message>
            <source>Down</source>
            <translation>下移</translation>
        </message>
        <message>
            <source>Then drawn at random for each attempt</source>
            <translation>其後每次考核隨機抽出的情境</translation>
        </message>
        <message>
            <source>S&amp;kill:</source>
            <translation>技能(&amp;K)：</translation>
        </message>
        <message>
            <source>&amp;Difficulty:</source>
            <translation>難度(&amp;D)：</translation>
        </message>
        <message>
            <source>C&amp;ount:</source>
            <translation>數目(&amp;O)：</translation>
        </message>
        <message>
            <source>Add draw</source>
            <translation>加入抽選</translation>
        </message>
        <message>
            <source>Remove the selected draw</source>
            <translation>移除所選的抽選</translation>
        </message>
        <message>
            <source>Problems</source>
            <translation>問題</translation>
        </message>
        <message>
            <source>What a few seeds would deal</source>
            <translation>以幾個種子值抽出的情境</translation>
        </message>
        <message>
            <source>any difficulty</source>
            <translation>任何難度</translation>
        </message>
        <message>
            <source>%1 × %2, %3</source>
            <translation>%1 × %2，%3</translation>
        </message>
        <message>
            <source>new — saving makes version %1</source>
            <translation>新考核 — 儲存後為第 %1 版</translation>
        </message>
        <message>
            <source>%1 — saving a change makes version %2</source>
            <translation>第 %1 版 — 儲存修改後為第 %2 版</translation>
        </message>
        <message>
            <source>Minimum for %1</source>
            <translation>%1的最低要求</translation>
        </message>
        <message>
            <source>Scenario %1</source>
            <translation>第 %1 個情境</translation>
        </message>
        <message>
            <source>Draw %1</source>
            <translation>第 %1 項抽選</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>編號</translation>
        </message>
        <message>
            <source>Title in English</source>
            <translation>英文名稱</translation>
        </message>
        <message>
            <source>Title in Chinese</source>
            <translation>中文名稱</translation>
        </message>
        <message>
            <source>Scenarios</source>
            <translation>情境</translation>
        </message>
        <message>
            <source>Time limit</source>
            <translation>時限</translation>
        </message>
        <message>
            <source>Pass mark</source>
            <translation>合格分數</translation>
        </message>
        <message>
            <source>give the exam an id (it names the file, and every attempt records it)</source>
            <translation>請為考核定一個編號（用作檔案名稱，每次考核紀錄都會記下）</translation>
        </message>
        <message>
            <source>use lower-case letters, digits, '.', '_' or '-' only, at most 80</source>
            <translation>只可用小寫英文字母、數字、「.」、「_」或「-」，最多 80 個字元</translation>
        </message>
        <message>
            <source>the exam needs a title in this language</source>
            <translation>考核須有此語言的名稱</translation>
        </message>
        <message>
            <source>at most %1 characters</source>
            <translation>最多 %1 個字元</translation>
        </message>
        <message>
            <source>add a scenario or a draw (or both)</source>
            <translation>請加入情境或抽選（或兩者）</translation>
        </message>
        <message>
            <source>the file %1 is not there</source>
            <translation>找不到檔案 %1</translation>
        </message>
        <message>
            <source>%1 is in the exam twice</source>
            <translation>%1 在考核內出現了兩次</translation>
        </message>
        <message>
            <source>no scenario of the exam tests %1: every attempt would show it as “not tested”, and a skill not tested meets any minimum, so this one would check nothing</source>
            <translation>考核內沒有情境會測試%1：每次考核都會顯示其為「未測試」，而未測試的技能一律符合最低要求，所以此最低要求不會檢查任何表現</translation>
        </message>
        <message>
            <source>only some of the scenarios the draws can deal test %1: an attempt dealt none of them shows it as “not tested”, and a skill not tested meets any minimum</source>
            <translation>抽選可抽出的情境中只有部分會測試%1：考核若沒有抽到這些情境，會顯示其為「未測試」，而未測試的技能一律符合最低要求</translation>
        </message>
        <message>
            <source>needs %1 scenario(s) training %2 at difficulty %3, the library has %4</source>
            <translation>需要 %1 個訓練%2、難度為%3的情境，情境庫只有 %4 個</translation>
        </message>
        <message>
            <source>the draws before it can take what it needs (seed %1 finds too few scenarios left)</source>
            <translation>之前的抽選可能先抽走所需的情境（種子值 %1 時剩下的情境不足）</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>None: the exam can be saved.</source>
            <translation>沒有問題：可以儲存考核。</translation>
        </message>
        <message>
            <source>Shown once the problems are solved.</source>
            <translation>解決問題後顯示。</translation>
        </message>
        <message>
            <source>Seed %1:</source>
            <translation>種子值 %1：</translation>
        </message>
        <message>
            <source>A new exam: give it an id and titles, then add scenarios or draws.</source>
            <translation>新考核：請定編號及名稱，然後加入情境或抽選。</translation>
        </message>
        <message>
            <source>Opened %1</source>
            <translation>已開啟 %1</translation>
        </message>
        <message>
            <source>Cannot open: %1</source>
            <translation>無法開啟：%1</translation>
        </message>
        <message>
            <source>Saved version %1 to %2</source>
            <translation>已將第 %1 版儲存至 %2</translation>
        </message>
        <message>
            <source>Saved version %1 to %2: the Exams page lists it.</source>
            <translation>已將第 %1 版儲存至 %2：「考核」頁會列出此考核。</translation>
        </message>
        <message>
            <source>Nothing changed: %2 stays at version %1</source>
            <translation>沒有修改：%2 仍為第 %1 版</translation>
        </message>
        <message>
            <source>Not saved: %1</source>
            <translation>未能儲存：%1</translation>
        </message>
        <message>
            <source>Save the exam</source>
            <translation>儲存考核</translation>
        </message>
        <message>
            <source>Exam files (*.toml)</source>
            <translation>考核檔案 (*.toml)</translation>
        </message>
    </context>
    <context>
        <name>ExamChooser</name>
        <message>
            <source>Choose the exam to take:</source>
            <translation>選擇要參加的考核：</translation>
        </message>
        <message>
            <source>Take this exam [Enter]</source>
            <translation>參加此考核 [Enter]</translation>
        </message>
        <message>
            <source>Back [Esc]</source>
            <translation>返回 [Esc]</translation>
        </message>
        <message>
            <source>No sitting is open for this PC now: these are practice exams (unofficial), their results do not count.</source>
            <translation>現時沒有為本電腦開放的考場：以下是練習考核（非正式），成績不予計算。</translation>
        </message>
        <message>
            <source>Practice exams (unofficial): the result does not count</source>
            <translation>練習考核（非正式）：成績不予計算</translation>
        </message>
        <message>
            <source>Sitting %1: %2 — open until %3</source>
            <translation>考場 %1：%2 — 開放至 %3</translation>
        </message>
        <message>
            <source>Sittings open now: the result counts once the trainer signs the sitting off</source>
            <translation>現正開放的考場：導師簽核考場後，成績即正式計算</translation>
        </message>
        <message>
            <source>The sittings cannot be read now: %1</source>
            <translation>現時無法讀取考場：%1</translation>
        </message>
        <message>
            <source>saved on this PC, version %1</source>
            <translation>本電腦儲存，第 %1 版</translation>
        </message>
        <message>
            <source>Saved on this PC by a trainer (%1).</source>
            <translation>由導師儲存在本電腦（%1）。</translation>
        </message>
        <message>
            <source>Installed with the trainer.</source>
            <translation>隨本程式安裝。</translation>
        </message>
        <message>
            <source>saved on this PC</source>
            <translation>本電腦儲存</translation>
        </message>
        <message>
            <source>installed with the trainer</source>
            <translation>隨本程式安裝</translation>
        </message>
        <message>
            <source>It is the newest version of this exam: version %1 (%2, %3) is not listed.</source>
            <translation>這是此考核的最新版本：第 %1 版（%2，%3）不會列出。</translation>
        </message>
        <message>
            <source>This sitting's exam (%1, version %2) is not among the exam files of this PC, or its file was changed after the sitting was opened. It cannot be taken here: ask the trainer.</source>
            <translation>本電腦的考核檔案中沒有此考場的考核（%1，第 %2 版），或其檔案在考場開放後曾被修改。不能在此應考：請詢問導師。</translation>
        </message>
    </context>
    <context>
        <name>ExamEndRound</name>
        <message>
            <source>End this scenario?</source>
            <translation>結束此情境？</translation>
        </message>
        <message>
            <source>End this scenario now? It is graded as it stands and cannot be dealt again. After the last scenario the exam ends.</source>
            <translation>現在結束此情境？它會按目前的狀況評分，不能重新派牌。最後一個情境結束後，考核即結束。</translation>
        </message>
        <message>
            <source>End the scenario</source>
            <translation>結束此情境</translation>
        </message>
        <message>
            <source>Keep dealing</source>
            <translation>繼續派牌</translation>
        </message>
    </context>
    <context>
        <name>ExamResult</name>
        <message>
            <source>Back [Esc]</source>
            <translation>返回 [Esc]</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>情境</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>得分</translation>
        </message>
        <message>
            <source>Errors</source>
            <translation>錯誤</translation>
        </message>
        <message>
            <source>%1 (%2 critical)</source>
            <translation>%1（%2 個嚴重）</translation>
        </message>
        <message>
            <source>Why the exam was not passed:</source>
            <translation>考核不合格的原因：</translation>
        </message>
        <message>
            <source>The score, %1, is under the pass mark of %2.</source>
            <translation>得分 %1，低於合格分數 %2。</translation>
        </message>
        <message>
            <source>%1 reached %2%, under its minimum of %3%.</source>
            <translation>%1只達 %2%，低於最低要求 %3%。</translation>
        </message>
        <message>
            <source>Scenario %1 has a critical error: any critical error fails this exam.</source>
            <translation>第 %1 個情境出現嚴重錯誤：本考核出現任何嚴重錯誤即不合格。</translation>
        </message>
        <message>
            <source>Scenarios %1 have a critical error: any critical error fails this exam.</source>
            <translation>第 %1 個情境出現嚴重錯誤：本考核出現任何嚴重錯誤即不合格。</translation>
        </message>
        <message>
            <source>%1 MOP was paid wrongly over the scenarios, more than this exam's limit of %2 MOP.</source>
            <translation>各情境合計錯付 %1 澳門元，超過本考核的上限 %2 澳門元。</translation>
        </message>
    </context>
    <context>
        <name>ExamRules</name>
        <message>
            <source>Time limit: %1 minutes for the whole exam; when it runs out the exam ends.</source>
            <translation>時限：整個考核 %1 分鐘；時間一到考核即結束。</translation>
        </message>
        <message>
            <source>Time limit: 1 minute for the whole exam; when it runs out the exam ends.</source>
            <translation>時限：整個考核 1 分鐘；時間一到考核即結束。</translation>
        </message>
        <message>
            <source>Pass mark: %1 out of 100 (the mean of the scenarios' scores).</source>
            <translation>合格分數：100 分中取得 %1 分（各情境得分的平均）。</translation>
        </message>
        <message>
            <source>Scenarios: %1, dealt one after the other.</source>
            <translation>情境：%1 個，逐一進行。</translation>
        </message>
        <message>
            <source>Each of these skills must reach its minimum: %1.</source>
            <translation>以下各項技能須達最低要求：%1。</translation>
        </message>
        <message>
            <source>Any critical error in any scenario fails the exam, whatever the score.</source>
            <translation>任何一個情境出現嚴重錯誤，考核即不合格，不論得分。</translation>
        </message>
        <message>
            <source>More than %1 MOP paid wrongly over all the scenarios (too much and too little added up) fails the exam, whatever the score.</source>
            <translation>各情境合計錯付（多付與少付相加）超過 %1 澳門元，考核即不合格，不論得分。</translation>
        </message>
        <message>
            <source>No hints, no undo and no feedback until the end. Every action is recorded as you make it.</source>
            <translation>考核期間不設提示、不可還原，完成前亦不作回饋。每個動作在做出時即被記錄。</translation>
        </message>
    </context>
    <context>
        <name>ExamScreens</name>
        <message>
            <source>&amp;Exams</source>
            <translation>考核(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;Trainer tools (%1 interrupted)</source>
            <translation>導師工具（%1 個中斷）(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Trainer tools</source>
            <translation>導師工具(&amp;T)</translation>
        </message>
        <message>
            <source>%1 exam attempt(s) stopped before the end (the program was closed or killed). Every recorded action is kept. A trainer must resume or close them in the trainer tools.</source>
            <translation>有 %1 次考核在完成前停止（程式被關閉或終止）。所有已記錄的動作均已保存。導師須在導師工具中恢復或關閉這些考核。</translation>
        </message>
        <message>
            <source>Interrupted exams</source>
            <translation>中斷的考核</translation>
        </message>
        <message>
            <source>Open the trainer tools</source>
            <translation>開啟導師工具</translation>
        </message>
        <message>
            <source>Later</source>
            <translation>稍後</translation>
        </message>
        <message>
            <source>Exams</source>
            <translation>考核</translation>
        </message>
    </context>
    <context>
        <name>ExamSession</name>
        <message>
            <source>Trainee name or ID:</source>
            <translation>學員姓名或編號：</translation>
        </message>
        <message>
            <source>Start the exam</source>
            <translation>開始考核</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>完成</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>再試一次</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>情境</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>步驟</translation>
        </message>
        <message>
            <source>Clause</source>
            <translation>條文</translation>
        </message>
        <message>
            <source>Severity</source>
            <translation>嚴重程度</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>說明</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>Round %1 of %2</source>
            <translation>第%1局，共%2局</translation>
        </message>
        <message>
            <source>A name is at most 80 characters, without control characters such as line breaks or tabs.</source>
            <translation>姓名最多80個字元，不可含有換行、定位字元等控制字元。</translation>
        </message>
        <message>
            <source>The results cannot be stored: the disk is full or the results folder cannot be written. The table is paused. Everything stored so far is kept; what you did last is shown and held here, and it is stored when you press Try again. Free some space, then press Try again.</source>
            <translation>無法儲存成績：磁碟已滿，或成績資料夾無法寫入。牌桌已暫停。已儲存的動作全部保留；你剛做的動作照樣顯示並暫存在此，按「再試一次」時即會儲存。請騰出空間後按「再試一次」。</translation>
        </message>
        <message>
            <source>Time left %1</source>
            <translation>剩餘時間 %1</translation>
        </message>
        <message>
            <source>Passed</source>
            <translation>合格</translation>
        </message>
        <message>
            <source>Not passed</source>
            <translation>不合格</translation>
        </message>
        <message>
            <source>Trainee: %1</source>
            <translation>學員：%1</translation>
        </message>
        <message>
            <source>Score: %1 (pass mark %2)</source>
            <translation>得分：%1（合格分數 %2）</translation>
        </message>
        <message>
            <source>The time ran out.</source>
            <translation>時間已到。</translation>
        </message>
        <message>
            <source>Choose your name</source>
            <translation>選擇你的姓名</translation>
        </message>
        <message>
            <source>Sitting %1, opened by %2. Choose your name among its candidates. The attempt is provisional until the trainer signs the sitting off; then it is official.</source>
            <translation>考場 %1，由 %2 開放。請在考生名單中選擇你的姓名。導師簽核考場前，這次考核屬暫定；簽核後即為正式。</translation>
        </message>
        <message>
            <source>The exam cannot start in this sitting. The reason:</source>
            <translation>不能在此考場開始考核。原因：</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>你的姓名：</translation>
        </message>
        <message>
            <source>The results store refused what was done at the table; the table is paused. Ask the trainer.</source>
            <translation>成績庫拒絕儲存牌桌上剛做的動作；牌桌已暫停。請聯絡導師。</translation>
        </message>
        <message>
            <source>The results store closed this attempt with what was recorded: nothing more can be stored in it. A trainer sees its result in the trainer tools.</source>
            <translation>成績庫已按已記錄的動作結束此次應考，不能再儲存任何動作。導師可在導師工具查看其結果。</translation>
        </message>
        <message>
            <source>What was done at the table after that time is not part of the attempt.</source>
            <translation>該時間之後在牌桌上所做的動作不計入此次應考。</translation>
        </message>
    </context>
    <context>
        <name>HistoryChart</name>
        <message>
            <source>Score %1 · passed</source>
            <translation>得分 %1 · 合格</translation>
        </message>
        <message>
            <source>Score %1 · not passed</source>
            <translation>得分 %1 · 不合格</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>得分</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>日期</translation>
        </message>
        <message>
            <source>Exam history of %1</source>
            <translation>%1 的考核紀錄</translation>
        </message>
        <message>
            <source>Select a trainee to see the history</source>
            <translation>選擇學員以查看紀錄</translation>
        </message>
        <message>
            <source>%1 has no graded exam yet.</source>
            <translation>%1 尚未有已評分的考核。</translation>
        </message>
    </context>
    <context>
        <name>HomePage</name>
        <message>
            <source>Fortune 3 Card Poker — dealer trainer</source>
            <translation>荷官培訓模擬</translation>
        </message>
        <message>
            <source>Macao rules: dispatch 89/2025, amended by 94/2025</source>
            <translation>澳門規則：第89/2025號批示，經第94/2025號批示修改</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>語言(&amp;L)：</translation>
        </message>
        <message>
            <source>Switch the language (Ctrl+L)</source>
            <translation>切換語言（Ctrl+L）</translation>
        </message>
        <message>
            <source>T&amp;heme:</source>
            <translation>配色(&amp;H)：</translation>
        </message>
        <message>
            <source>Dark, as the table, or light for a bright room; remembered for the next start</source>
            <translation>深色與牌桌一致，淺色適合明亮的房間；下次開啟時沿用</translation>
        </message>
        <message>
            <source>The exam screens are not installed in this build</source>
            <translation>此版本未安裝考核畫面</translation>
        </message>
    </context>
    <context>
        <name>ItemAnalysisView</name>
        <message>
            <source>Item analysis</source>
            <translation>試題分析</translation>
        </message>
        <message>
            <source>&amp;Trainee:</source>
            <translation>學員(&amp;T)：</translation>
        </message>
        <message>
            <source>&amp;Exam:</source>
            <translation>考核(&amp;E)：</translation>
        </message>
        <message>
            <source>From</source>
            <translation>由</translation>
        </message>
        <message>
            <source>Until</source>
            <translation>至</translation>
        </message>
        <message>
            <source>By month</source>
            <translation>按月</translation>
        </message>
        <message>
            <source>By week</source>
            <translation>按週</translation>
        </message>
        <message>
            <source>r_pb: how well passing a scenario goes with doing well on the exam's other scenarios (0.3 or more separates strong from weak trainees; below 0.1, or negative, is worth a look: too easy, too hard, or luck). U−L: pass rate of the top 27 % minus the bottom 27 %. — : too few attempts, or all passed or failed alike.</source>
            <translation>r_pb：某情境合格與考核內其他情境表現良好的相關程度（0.3 或以上能分辨強弱學員；低於 0.1 或為負數則值得檢視：太易、太難或靠運氣）。U−L：成績最高 27 % 的合格率減最低 27 % 的合格率。—：考核次數太少，或全部合格或全部不合格。</translation>
        </message>
        <message>
            <source>Per scenario</source>
            <translation>按情境</translation>
        </message>
        <message>
            <source>Per exam</source>
            <translation>按考核</translation>
        </message>
        <message>
            <source>Per trainee</source>
            <translation>按學員</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>情境</translation>
        </message>
        <message>
            <source>Taken</source>
            <translation>作答次數</translation>
        </message>
        <message>
            <source>Passed</source>
            <translation>合格</translation>
        </message>
        <message>
            <source>Mean score</source>
            <translation>平均得分</translation>
        </message>
        <message>
            <source>Most frequent errors</source>
            <translation>最常見的錯誤</translation>
        </message>
        <message>
            <source>Exam</source>
            <translation>考核</translation>
        </message>
        <message>
            <source>Period</source>
            <translation>期間</translation>
        </message>
        <message>
            <source>Attempts</source>
            <translation>考核次數</translation>
        </message>
        <message>
            <source>Pass rate</source>
            <translation>合格率</translation>
        </message>
        <message>
            <source>Trainee</source>
            <translation>學員</translation>
        </message>
        <message>
            <source>Started</source>
            <translation>開始</translation>
        </message>
        <message>
            <source>Item</source>
            <translation>題號</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>得分</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>結果</translation>
        </message>
        <message>
            <source>Errors</source>
            <translation>錯誤</translation>
        </message>
        <message>
            <source>Check the records</source>
            <translation>核對紀錄</translation>
        </message>
        <message>
            <source>Check every finished attempt's seal and grade each of its rounds again from the actions recorded: a record changed after it was sealed is found and named</source>
            <translation>核對每次已完成考核的封條，並按記錄的動作重新評分每一局：封存後被更改的紀錄會被找出並列明</translation>
        </message>
        <message>
            <source>Export this table as CSV…</source>
            <translation>將此表匯出為 CSV…</translation>
        </message>
        <message>
            <source>Export the analysis as PDF…</source>
            <translation>將分析匯出為 PDF…</translation>
        </message>
        <message>
            <source>all</source>
            <translation>全部</translation>
        </message>
        <message>
            <source>Reading the attempts…</source>
            <translation>正在讀取考核紀錄…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>%1 ×%2, e.g. “%3”</source>
            <translation>%1 ×%2，例如「%3」</translation>
        </message>
        <message>
            <source>%1 (version %2)</source>
            <translation>%1（第 %2 版）</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>合格</translation>
        </message>
        <message>
            <source>not passed</source>
            <translation>不合格</translation>
        </message>
        <message>
            <source>1 finished attempt</source>
            <translation>1 次已完成的考核</translation>
        </message>
        <message>
            <source>%1 finished attempts</source>
            <translation>%1 次已完成的考核</translation>
        </message>
        <message>
            <source>more than %1 items: choose a trainee to see a history</source>
            <translation>題目超過 %1 項：請選擇一位學員以查看其紀錄</translation>
        </message>
        <message>
            <source>records checked at %1: all in order</source>
            <translation>已於 %1 核對紀錄：全部無誤</translation>
        </message>
        <message>
            <source>records checked at %1: problems found</source>
            <translation>已於 %1 核對紀錄：發現問題</translation>
        </message>
        <message>
            <source>Seals not checked in these figures: use “Check the records”</source>
            <translation>以上數字未核對封條：請按「核對紀錄」</translation>
        </message>
        <message>
            <source>Checking the records…</source>
            <translation>正在核對紀錄…</translation>
        </message>
        <message>
            <source>1 finished attempt checked: its seal matches, and its rounds graded again give the grades recorded.</source>
            <translation>已核對 1 次完成的考核：封條相符，每局重新評分的結果亦與紀錄相同。</translation>
        </message>
        <message>
            <source>%1 finished attempts checked: every seal matches, and every round graded again gives the grade recorded.</source>
            <translation>已核對 %1 次完成的考核：封條全部相符，每局重新評分的結果亦與紀錄相同。</translation>
        </message>
        <message>
            <source>attempts whose record no longer matches its seal or its grade (changed after it was sealed): %1</source>
            <translation>紀錄與封條或評分不符的考核（封存後被更改）：%1</translation>
        </message>
        <message>
            <source>the results database itself is damaged, or its seal key cannot be read here</source>
            <translation>成績資料庫本身已損壞，或本電腦無法讀取其封存密鑰</translation>
        </message>
        <message>
            <source>1 attempt is not finished (not sealed yet): it was not checked.</source>
            <translation>1 次考核尚未完成（未封存）：未有核對。</translation>
        </message>
        <message>
            <source>%1 attempts are not finished (not sealed yet): they were not checked.</source>
            <translation>%1 次考核尚未完成（未封存）：未有核對。</translation>
        </message>
        <message>
            <source>The check found problems (%1 finished attempts checked):</source>
            <translation>核對發現問題（已核對 %1 次完成的考核）：</translation>
        </message>
        <message>
            <source>attempts that cannot be graded again on this PC (a scenario file is missing or was changed): %1</source>
            <translation>無法在本電腦重新評分的考核（情境檔案缺失或已更改）：%1</translation>
        </message>
        <message>
            <source>trainer accounts were changed or deleted outside the trainer</source>
            <translation>導師帳戶曾在本程式以外被更改或刪除</translation>
        </message>
        <message>
            <source>signed-off sittings were changed after their sign-off</source>
            <translation>已簽核的考場在簽核後被更改</translation>
        </message>
        <message>
            <source>the results were rolled back or replaced by an older copy</source>
            <translation>成績曾被還原或以較舊的副本取代</translation>
        </message>
        <message>
            <source>1 attempt was graded under older grading rules: its seal was checked, its rounds were not graded again.</source>
            <translation>1 次考核按較舊的評分規則評分：已核對其封條，但未重新評分。</translation>
        </message>
        <message>
            <source>%1 attempts were graded under older grading rules: their seals were checked, their rounds were not graded again.</source>
            <translation>%1 次考核按較舊的評分規則評分：已核對其封條，但未重新評分。</translation>
        </message>
        <message>
            <source>Export this table as CSV</source>
            <translation>將此表匯出為 CSV</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>CSV 檔案 (*.csv)</translation>
        </message>
        <message>
            <source>Export the analysis as PDF</source>
            <translation>將分析匯出為 PDF</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>PDF 檔案 (*.pdf)</translation>
        </message>
        <message>
            <source>Cannot write %1: %2</source>
            <translation>無法寫入 %1：%2</translation>
        </message>
        <message>
            <source>Wrote %1</source>
            <translation>已寫入 %1</translation>
        </message>
    </context>
    <context>
        <name>LearnerPanel</name>
        <message>
            <source>Your practice</source>
            <translation>你的練習</translation>
        </message>
        <message>
            <source>Type your name or staff id to see what is due, how you stand and what to practise next.</source>
            <translation>輸入你的姓名或員工編號，即可看到待複習的項目、各技能的掌握程度，以及下一個練習。</translation>
        </message>
        <message>
            <source>Due today: %1 (%2 now)</source>
            <translation>今日待複習：%1 項（現在 %2 項）</translation>
        </message>
        <message>
            <source>Nothing due today.</source>
            <translation>今日沒有待複習的項目。</translation>
        </message>
        <message>
            <source>Mastery (right in recent answers)</source>
            <translation>掌握程度（近期答對的比例）</translation>
        </message>
        <message>
            <source>no answers yet</source>
            <translation>尚未作答</translation>
        </message>
        <message>
            <source>Weak: %1</source>
            <translation>弱項：%1</translation>
        </message>
        <message>
            <source>Weak: none (no skill under 90 % over 3 or more recent answers)</source>
            <translation>弱項：沒有（沒有技能在 3 次或以上的近期作答中低於 90 %）</translation>
        </message>
        <message>
            <source>Weakest: %1</source>
            <translation>最弱：%1</translation>
        </message>
        <message>
            <source>Time per payout: median %1 s → %2 s over %3 sessions</source>
            <translation>每次派彩時間：中位數 %1 秒 → %2 秒（共 %3 節練習）</translation>
        </message>
        <message>
            <source>Time per payout: median %1 s (one session)</source>
            <translation>每次派彩時間：中位數 %1 秒（一節練習）</translation>
        </message>
        <message>
            <source>Time per payout: no timed payouts yet</source>
            <translation>每次派彩時間：尚未有計時的派彩</translation>
        </message>
        <message>
            <source>Median seconds per payout in each session, the latest on the right; dashed: the %1 s target</source>
            <translation>每節練習每次派彩的中位數秒數，最新的在右邊；虛線：%1 秒的目標</translation>
        </message>
        <message>
            <source>&amp;Next exercise</source>
            <translation>下一個練習(&amp;N)</translation>
        </message>
        <message>
            <source>Picked from your answers: what you missed lately first, then what is weak, then what is due; never what you just did right while something else waits</source>
            <translation>按你的答案挑選：先是最近做錯的項目，再是弱項，然後是待複習的項目；還有其他項目等着練習時，不會挑你剛做對的項目</translation>
        </message>
        <message>
            <source>A payout drill on %1</source>
            <translation>派彩練習：%1</translation>
        </message>
        <message>
            <source>A round that asks for %1</source>
            <translation>練習一局含這一項的牌局：%1</translation>
        </message>
        <message>
            <source>A Practice round (about one in eight with an irregularity)</source>
            <translation>一局練習模式牌局（約每八局有一局出現異常情況）</translation>
        </message>
        <message>
            <source>Your practice cannot be kept: %1</source>
            <translation>無法保存你的練習：%1</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>&amp;Practice a scenario</source>
            <translation>練習情境(&amp;P)</translation>
        </message>
        <message>
            <source>Deal &amp;me rounds</source>
            <translation>連續發牌練習(&amp;M)</translation>
        </message>
        <message>
            <source>Payout &amp;drills</source>
            <translation>派彩練習(&amp;D)</translation>
        </message>
        <message>
            <source>&amp;Exams</source>
            <translation>考核(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;Rules and readings</source>
            <translation>規則及解讀(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>離開(&amp;Q)</translation>
        </message>
        <message>
            <source>The theme could not be kept for the next start: %1</source>
            <translation>無法保存配色供下次開啟時使用：%1</translation>
        </message>
        <message>
            <source>富貴三寶 Fortune 3 Card Poker — dealer trainer</source>
            <translation>富貴三寶 — 荷官培訓</translation>
        </message>
        <message>
            <source>Home (Ctrl+H)</source>
            <translation>主頁（Ctrl+H）</translation>
        </message>
        <message>
            <source>Scenarios (Ctrl+B)</source>
            <translation>練習情境（Ctrl+B）</translation>
        </message>
        <message>
            <source>%1 (Ctrl+L)</source>
            <translation>%1（Ctrl+L）</translation>
        </message>
        <message>
            <source>Full screen (F11)</source>
            <translation>全螢幕（F11）</translation>
        </message>
        <message>
            <source>Ready. Every control has a key: see the tooltips.</source>
            <translation>準備就緒。每個控制項都有快捷鍵：請看提示。</translation>
        </message>
    </context>
    <context>
        <name>PassphraseDialog</name>
        <message>
            <source>Trainer sign-in</source>
            <translation>導師登入</translation>
        </message>
        <message>
            <source>No trainer is set up yet. Choose a trainer name and a passphrase of at least 8 characters; trainees take exams without it, the trainer tools need it.</source>
            <translation>尚未設定導師。請選擇導師名稱及至少 8 個字元的通行密語；學員參加考核無須密語，導師工具則需要。</translation>
        </message>
        <message>
            <source>The trainer tools need a trainer's passphrase.</source>
            <translation>導師工具需要導師的通行密語。</translation>
        </message>
        <message>
            <source>Trainer:</source>
            <translation>導師：</translation>
        </message>
        <message>
            <source>Passphrase:</source>
            <translation>通行密語：</translation>
        </message>
        <message>
            <source>Passphrase again:</source>
            <translation>再次輸入通行密語：</translation>
        </message>
        <message>
            <source>Enter the trainer's name.</source>
            <translation>請輸入導師名稱。</translation>
        </message>
        <message>
            <source>A name is at most 80 characters, without control characters such as line breaks or tabs.</source>
            <translation>姓名最多80個字元，不可含有換行、定位字元等控制字元。</translation>
        </message>
        <message>
            <source>The two passphrases differ.</source>
            <translation>兩次輸入的通行密語不同。</translation>
        </message>
        <message>
            <source>A passphrase needs at least 8 characters.</source>
            <translation>通行密語最少需要 8 個字元。</translation>
        </message>
        <message>
            <source>Wrong trainer name or passphrase.</source>
            <translation>導師名稱或通行密語錯誤。</translation>
        </message>
        <message>
            <source>Too many wrong passphrases: wait %1 seconds, then try again.</source>
            <translation>通行密語錯誤次數過多：請等候 %1 秒後再試。</translation>
        </message>
    </context>
    <context>
        <name>PracticePage</name>
        <message>
            <source>Skills</source>
            <translation>技能</translation>
        </message>
        <message>
            <source>Clauses</source>
            <translation>條文</translation>
        </message>
        <message>
            <source>Difficulty</source>
            <translation>難度</translation>
        </message>
        <message>
            <source>Briefing</source>
            <translation>簡介</translation>
        </message>
        <message>
            <source>Back to the scenarios [Esc]</source>
            <translation>返回練習情境 [Esc]</translation>
        </message>
        <message>
            <source>Start the round [Enter]</source>
            <translation>開始牌局 [Enter]</translation>
        </message>
        <message>
            <source>Keys: S shuffle · X cut · 1–7 deal to a seat · D dealer · C community · B burn · R / V reveal · U turn a hand face up · K collect · Q / N dealer qualifies / does not · G rulings · [ ] choose a bet area · digits + Enter pay · T take · P push · A Ante Bonus · Del refuse · L clear · H hint · Ctrl+Z undo</source>
            <translation>按鍵：S 洗牌 · X 切牌 · 1–7 派牌至該門 · D 莊家 · C 共用紙牌 · B 銷牌 · R / V 亮牌 · U 亮出博彩者的紙牌 · K 收牌 · Q / N 莊家持有Q或更高點數／低於Q · G 裁定 · [ ] 選擇投注區格 · 數字 + Enter 派彩 · T 收取 · P 退還 · A 額外彩金 · Del 拒絕投注 · L 清枱 · H 提示 · Ctrl+Z 還原</translation>
        </message>
    </context>
    <context>
        <name>ProfileRow</name>
        <message>
            <source>Practising as (name or staff id):</source>
            <translation>練習者（姓名或員工編號）：</translation>
        </message>
        <message>
            <source>Your answers are kept under this name, and what you miss comes back sooner next time.</source>
            <translation>你的答案會以此名字保存，答錯的項目下次會更早再出現。</translation>
        </message>
    </context>
    <context>
        <name>ReadingsPage</name>
        <message>
            <source>Reading 1 — a tie (A7.1, A13.3)</source>
            <translation>解讀一 — 和局（A7.1、A13.3）</translation>
        </message>
        <message>
            <source>Reading 2 — Ante Bonus (A13.4)</source>
            <translation>解讀二 — 額外彩金（A13.4）</translation>
        </message>
        <message>
            <source>The Ante Bonus is paid only to a seat that played; it does not depend on the dealer qualifying, and it is paid even when the hand loses.</source>
            <translation>額外彩金只派給已加注的門；與莊家是否持有Q或更高點數無關，即使該門輸了亦照派。</translation>
        </message>
        <message>
            <source>Reading 3 — several Progressive winners (A15.4–A15.6, A16.3)</source>
            <translation>解讀三 — 多於一位累進大獎贏家（A15.4–A15.6、A16.3）</translation>
        </message>
        <message>
            <source>Each Straight Flush gets the larger of its fixed amount and a tenth of the pool before the round; they are paid first and each takes its tenth from the pool. A Royal Flush then gets the larger of its fixed amount and what is left, and the pool restarts at the seed. Four of a Kind, Full House and Flush get their fixed amounts and leave the pool as it is.</source>
            <translation>每個同花順獲派定額彩金與牌局前彩池十分之一兩者中較高者；同花順先派，每個從彩池扣除十分之一。其後黃袍麒獲派定額彩金與彩池餘額兩者中較高者，彩池重設為起始金額。四條、夫盧及同花獲派定額彩金，彩池不變。</translation>
        </message>
        <message>
            <source>Reading 4 — order of Progressive payouts (A15.3, A15.5)</source>
            <translation>解讀四 — 累進大獎派彩次序（A15.3、A15.5）</translation>
        </message>
        <message>
            <source>Winners are paid from the dealer's left, except that a Royal Flush is paid after every Straight Flush.</source>
            <translation>由莊家左方開始派彩，但黃袍麒須在所有同花順之後派彩。</translation>
        </message>
        <message>
            <source>After revealing the dealer's hand and calling the qualifier, the dealer turns each player's hand face up before settling any bet that depends on it: every hand that played, and a fold kept for its Pair Plus or side bet. A folded Ante is taken and the fold's cards collected face down; a void round returns the bets. The seats may be turned one by one or several first.</source>
            <translation>莊家亮出自身紙牌並判定是否持有Q或更高點數後，須先亮出博彩者的紙牌，才結算取決於該紙牌的投注：所有已加注的門，以及因對子或以上注或附加投注而保留紙牌的放棄者。放棄的原注歸莊家，放棄者的紙牌須牌面朝下收回；無效牌局則退還投注。各門可逐一亮牌後結算，亦可先亮出數門。</translation>
        </message>
        <message>
            <source>Rules and readings</source>
            <translation>規則及解讀</translation>
        </message>
        <message>
            <source>Back [Esc]</source>
            <translation>返回 [Esc]</translation>
        </message>
        <message>
            <source>Hand ranking</source>
            <translation>牌型大小</translation>
        </message>
        <message>
            <source>Pay tables</source>
            <translation>賠率表</translation>
        </message>
        <message>
            <source>Readings and terms</source>
            <translation>解讀及用語</translation>
        </message>
        <message>
            <source>The regulation</source>
            <translation>施行規則</translation>
        </message>
        <message>
            <source>&amp;Text:</source>
            <translation>文本(&amp;T)：</translation>
        </message>
        <message>
            <source>中文 — the authoritative text</source>
            <translation>中文 — 以此為準</translation>
        </message>
        <message>
            <source>English — the project's rendering</source>
            <translation>English — 本程式的英文譯述</translation>
        </message>
        <message>
            <source>Three cards of one suit in sequence.</source>
            <translation>三張花色相同及點數相連的紙牌。</translation>
        </message>
        <message>
            <source>Three cards of one rank.</source>
            <translation>三張點數相同的紙牌。</translation>
        </message>
        <message>
            <source>Three cards in sequence, not all of one suit.</source>
            <translation>三張點數相連但花色不同的紙牌。</translation>
        </message>
        <message>
            <source>Three cards of one suit, not in sequence.</source>
            <translation>三張花色相同但點數不相連的紙牌。</translation>
        </message>
        <message>
            <source>Two cards of one rank and an odd card.</source>
            <translation>兩張點數相同的紙牌與一張散牌。</translation>
        </message>
        <message>
            <source>None of the above: the highest card decides, then the next.</source>
            <translation>未能組成以上任一組合：先比最高點數的紙牌，如此類推。</translation>
        </message>
        <message>
            <source>The hands of the Ante, Play and Pair Plus, best first (A7.1)</source>
            <translation>原注、加注及對子或以上注的牌型，由大至小（第七條第一款）</translation>
        </message>
        <message>
            <source>As amended by dispatch 94/2025: Three of a Kind beats a Straight, and a Straight beats a Flush.</source>
            <translation>經第94/2025號批示修改：三條大於順，順大於同花。</translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>牌型</translation>
        </message>
        <message>
            <source>Example</source>
            <translation>例子</translation>
        </message>
        <message>
            <source>What it is</source>
            <translation>組合</translation>
        </message>
        <message>
            <source>Card order: A K Q J 10 9 8 7 6 5 4 3 2; 3-2-A is the lowest sequence (A6).</source>
            <translation>點數次序：A、K、Q、J、10、9、8、7、6、5、4、3、2；“3、2、A”為最小的相連點數（第六條）。</translation>
        </message>
        <message>
            <source>The dealer plays on with Queen-high or better (A13.1–A13.2).</source>
            <translation>莊家持有Q或更高點數的紙牌時，牌局繼續進行（第十三條（一）至（二）項）。</translation>
        </message>
        <message>
            <source>Equal hands tie: the Ante and the Play are returned (Reading 1).</source>
            <translation>牌型及點數相同為和局：原注及加注均退還（解讀一）。</translation>
        </message>
        <message>
            <source>Paid on the Ante to a player who played, whatever the dealer holds (Reading 2). Example: Ante %1.</source>
            <translation>按原注金額派給已加注的博彩者，不取決於莊家所持紙牌（解讀二）。例子：原注 %1。</translation>
        </message>
        <message>
            <source>Wins on a Pair or better, whatever the dealer holds (A13.5). Example: stake %1.</source>
            <translation>持有對子或以上牌型即勝出，不取決於莊家所持紙牌（第十三條（五）項）。例子：投注 %1。</translation>
        </message>
        <message>
            <source>The best five of the player's three cards and the dealer's three (A14). Example: stake %1; the example shows the player's cards, then the dealer's.</source>
            <translation>由博彩者及莊家各三張紙牌中組成的最高五張牌組合（第十四條）。例子：投注 %1；先列博彩者的紙牌，後列莊家的紙牌。</translation>
        </message>
        <message>
            <source>The player's three cards with the two community cards (A15.1). The fixed amounts and the pool are the casino's: the examples use the trainer's default amounts and a pool of %2 (Reading 3). Example: stake %1.</source>
            <translation>博彩者的三張紙牌加兩張共用紙牌（第十五條第一款）。定額彩金及彩池由承批公司訂定：例子採用本程式的預設金額及 %2 的彩池（解讀三）。例子：投注 %1。</translation>
        </message>
        <message>
            <source>Pays</source>
            <translation>賠率</translation>
        </message>
        <message>
            <source>Example payout</source>
            <translation>派彩例子</translation>
        </message>
        <message>
            <source>%1 to 1</source>
            <translation>一賠%1</translation>
        </message>
        <message>
            <source>the fixed amount (%1)</source>
            <translation>定額彩金（%1）</translation>
        </message>
        <message>
            <source>the fixed amount (%1) or the whole pool, whichever is more</source>
            <translation>定額彩金（%1）或彩池的百分之一百，取其較高者</translation>
        </message>
        <message>
            <source>the fixed amount (%1) or %2% of the pool, whichever is more</source>
            <translation>定額彩金（%1）或彩池的百分之%2，取其較高者</translation>
        </message>
        <message>
            <source>pays %1</source>
            <translation>派彩 %1</translation>
        </message>
        <message>
            <source>wins %1, the stake stays</source>
            <translation>贏 %1，本金保留</translation>
        </message>
        <message>
            <source>When the dealer qualifies and the hands tie, the Ante and the Play push; that includes three odd cards of the same ranks, for which the text names no tie.</source>
            <translation>莊家持有Q或更高點數而雙方紙牌組合相同時，原注及加注均退還；點數全同的三張散牌亦然（條文未提及此情況的和局）。</translation>
        </message>
        <message>
            <source>Reading 5 — left to right (A11.1, A11.2)</source>
            <translation>解讀五 — 由左至右（A11.1、A11.2）</translation>
        </message>
        <message>
            <source>Seen from the dealer: seat 1 is the position at the dealer's left, and dealing goes from seat 1 to seat 7.</source>
            <translation>以莊家的方向為準：第1門位於莊家左方，派牌由第1門至第7門。</translation>
        </message>
        <message>
            <source>Reading 6 — exposed player cards (A17.1.3, A17.4.1)</source>
            <translation>解讀六 — 博彩者的紙牌被過失陽開（A17.1.3、A17.4.1）</translation>
        </message>
        <message>
            <source>The exposed player cards of the whole round are counted together: after the first one the round goes on; a second one, whoever holds it, makes the round void.</source>
            <translation>同一牌局中博彩者被過失陽開的紙牌合併計算：第一張時牌局繼續進行；第二張（不論屬哪一門）即為無效牌局。</translation>
        </message>
        <message>
            <source>Reading 7 — community cards (A11.3, A15.1)</source>
            <translation>解讀七 — 共用紙牌（A11.3、A15.1）</translation>
        </message>
        <message>
            <source>They are dealt after every seat has its cards (the reference dealer deals them after the dealer's three) and turned up last, after the qualifier call.</source>
            <translation>共用紙牌在每門獲派紙牌後才派發（標準程序在莊家的三張紙牌之後派發），並在判定莊家是否持有Q或更高點數後最後亮出。</translation>
        </message>
        <message>
            <source>Reading 8 — the shuffle (A9)</source>
            <translation>解讀八 — 洗牌（A9）</translation>
        </message>
        <message>
            <source>A scenario's deck is the order the cards come out after the shuffle and the cut; the cut position is recorded and must lie inside the deck.</source>
            <translation>情境的紙牌次序是洗牌及切牌後派出的次序；分割卡的位置會被記錄，且須位於整副紙牌之內。</translation>
        </message>
        <message>
            <source>Reading 9 — folded cards (A12.3)</source>
            <translation>解讀九 — 放棄者的紙牌（A12.3）</translation>
        </message>
        <message>
            <source>A folded seat's cards are collected before the dealer's hand is turned up; whether its Ante is taken before or after the cards is house procedure, and either order is accepted unless the scenario sets a house rule.</source>
            <translation>放棄的門的紙牌在莊家亮牌前收回；先收原注或先收紙牌屬場館程序，除非情境設定了場館規則，兩者皆接受。</translation>
        </message>
        <message>
            <source>Reading 10 — Progressive bets kept (A17.3)</source>
            <translation>解讀十 — 保留累進大獎投注（A17.3）</translation>
        </message>
        <message>
            <source>Only after a dealing breach (A17.1.1) or a shuffler failure (A17.2) do Progressive bets stay for the next round; after exposed cards every bet goes back, the Progressive too.</source>
            <translation>只有在違反派牌規定（A17.1.1）或自動洗牌機故障（A17.2）時，累進大獎投注才保留到下一牌局；因紙牌被過失陽開而無效時，所有投注（包括累進大獎）均退還。</translation>
        </message>
        <message>
            <source>Reading 11 — the players' hands (A12.1, A12.3, A13)</source>
            <translation>解讀十一 — 博彩者的紙牌（A12.1、A12.3、A13）</translation>
        </message>
        <message>
            <source>Reading 12 — base bets singly (A4.1)</source>
            <translation>解讀十二 — 單獨投注基礎投注項目（A4.1）</translation>
        </message>
        <message>
            <source>The trainer's tables take the base bets singly or together: a seat may bet the Pair Plus alone (then it makes no Play decision) or the Ante alone.</source>
            <translation>本程式的博彩桌接受單獨或組合投注基礎投注項目：一門可只投注對子或以上注（此時不作加注決定），或只投注原注。</translation>
        </message>
        <message>
            <source>How this trainer reads the regulation</source>
            <translation>本訓練程式對規則的解讀</translation>
        </message>
        <message>
            <source>Terms of the regulation</source>
            <translation>規則用語</translation>
        </message>
        <message>
            <source>The regulation could not be read from %1: %2</source>
            <translation>無法從 %1 讀取施行規則：%2</translation>
        </message>
        <message>
            <source>Fortune 3 Card Poker (富貴三寶): the implementing rules, the Chinese text</source>
            <translation>富貴三寶（Fortune 3 Card Poker）施行規則 — 原文</translation>
        </message>
        <message>
            <source>The law: dispatch 89/2025 of the Secretary for Economy and Finance of the Macao SAR, dated 30 October 2025, as amended by dispatch 94/2025 (Official Gazette 46/2025), which reordered the items of Art. 7(1); a * marks the items it moved. The Chinese text below is reproduced word for word and is the authoritative text. The English rendering, in this trainer's own words, can be chosen under Text above.</source>
            <translation>法律依據：澳門特別行政區經濟財政司司長二零二五年十月三十日第89/2025號批示，經第94/2025號經濟財政司司長批示修改（刊於第46/2025號《澳門特別行政區公報》；該批示調整了第七條第一款各項的次序，標有 * 者為調動了的項目）。以下中文文本照錄原文，以此為準。本訓練程式以自己的文字撰寫的英文譯述，可在上方「文本」中選擇。</translation>
        </message>
        <message>
            <source>The published text has no article headings: the headings 第N條 below follow the text's own cross-references, and the titles after the numbers are the trainer's. The clause numbers the trainer uses: A11.1 = 第十一條第一款 (Art. 11(1)); A13.4 = 第十三條第（四）項 (Art. 13(iv)); A17.1.2 = 第十七條第一款（二）項 (Art. 17(1)(ii)).</source>
            <translation>公佈的文本沒有條文標題：以下「第N條」的標題按文本本身的互相援引而定，條號後的標題為本訓練程式所加。本訓練程式使用的條文編號：A11.1 = 第十一條第一款；A13.4 = 第十三條第（四）項；A17.1.2 = 第十七條第一款（二）項。</translation>
        </message>
        <message>
            <source>Clause</source>
            <translation>條文</translation>
        </message>
        <message>
            <source>The authoritative text is the Chinese of dispatch 89/2025 as amended by 94/2025.</source>
            <translation>以第89/2025號批示（經第94/2025號批示修改）的中文本為準。</translation>
        </message>
    </context>
    <context>
        <name>ReplayView</name>
        <message>
            <source>Previous [←]</source>
            <translation>上一步 [←]</translation>
        </message>
        <message>
            <source>Next [→]</source>
            <translation>下一步 [→]</translation>
        </message>
        <message>
            <source>First [Home]</source>
            <translation>第一步 [Home]</translation>
        </message>
        <message>
            <source>Last [End]</source>
            <translation>最後一步 [End]</translation>
        </message>
        <message>
            <source>Choose an attempt to replay.</source>
            <translation>選擇要重播的考核。</translation>
        </message>
        <message>
            <source>Attempt %1: %2, %3, %4</source>
            <translation>考核紀錄 %1：%2，%3，%4</translation>
        </message>
        <message>
            <source>Cannot replay: %1</source>
            <translation>無法重播：%1</translation>
        </message>
        <message>
            <source>Before the first action.</source>
            <translation>第一個動作之前。</translation>
        </message>
        <message>
            <source>Step %1 of %2: %3</source>
            <translation>第 %1 步（共 %2 步）：%3</translation>
        </message>
    </context>
    <context>
        <name>Report</name>
        <message>
            <source>Exam results report</source>
            <translation>考核成績報告</translation>
        </message>
        <message>
            <source>Generated</source>
            <translation>製作時間</translation>
        </message>
        <message>
            <source>Attempts</source>
            <translation>考核次數</translation>
        </message>
        <message>
            <source>No attempts</source>
            <translation>沒有考核紀錄</translation>
        </message>
        <message>
            <source>Attempt</source>
            <translation>考核紀錄</translation>
        </message>
        <message>
            <source>Trainee</source>
            <translation>學員</translation>
        </message>
        <message>
            <source>Exam</source>
            <translation>考核</translation>
        </message>
        <message>
            <source>Version</source>
            <translation>版本</translation>
        </message>
        <message>
            <source>Started</source>
            <translation>開始</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>結束</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>狀態</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>得分</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>結果</translation>
        </message>
        <message>
            <source>Pass mark</source>
            <translation>合格分數</translation>
        </message>
        <message>
            <source>Passed</source>
            <translation>合格</translation>
        </message>
        <message>
            <source>Failed</source>
            <translation>不合格</translation>
        </message>
        <message>
            <source>Not graded</source>
            <translation>未評分</translation>
        </message>
        <message>
            <source>Closed by</source>
            <translation>關閉者</translation>
        </message>
        <message>
            <source>Entered</source>
            <translation>輸入方式</translation>
        </message>
        <message>
            <source>Taken in the app by</source>
            <translation>在程式內應考：</translation>
        </message>
        <message>
            <source>Typed in on the command line by trainer</source>
            <translation>由導師在命令列輸入：</translation>
        </message>
        <message>
            <source>Not recorded (an older attempt)</source>
            <translation>未記錄（較早的考核）</translation>
        </message>
        <message>
            <source>Skills</source>
            <translation>技能</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>情境</translation>
        </message>
        <message>
            <source>Actions</source>
            <translation>動作數</translation>
        </message>
        <message>
            <source>Errors</source>
            <translation>錯誤</translation>
        </message>
        <message>
            <source>No errors</source>
            <translation>沒有錯誤</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>步驟</translation>
        </message>
        <message>
            <source>Clause</source>
            <translation>條文</translation>
        </message>
        <message>
            <source>Severity</source>
            <translation>嚴重程度</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>說明</translation>
        </message>
        <message>
            <source>Standing</source>
            <translation>效力</translation>
        </message>
    </context>
    <context>
        <name>ResultsModel</name>
        <message>
            <source>Trainee</source>
            <translation>學員</translation>
        </message>
        <message>
            <source>Exam</source>
            <translation>考核</translation>
        </message>
        <message>
            <source>Started</source>
            <translation>開始</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>結束</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>狀態</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>得分</translation>
        </message>
        <message>
            <source>Passed</source>
            <translation>合格</translation>
        </message>
        <message>
            <source>Weakest skill</source>
            <translation>最弱技能</translation>
        </message>
        <message>
            <source>Overpaid / underpaid</source>
            <translation>多付／少付</translation>
        </message>
        <message>
            <source>Time per payout</source>
            <translation>每次派彩時間</translation>
        </message>
        <message>
            <source>Entered</source>
            <translation>輸入方式</translation>
        </message>
        <message>
            <source>in the app</source>
            <translation>應用程式內</translation>
        </message>
        <message>
            <source>command line</source>
            <translation>命令列</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>不詳</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>是</translation>
        </message>
        <message>
            <source>No</source>
            <translation>否</translation>
        </message>
        <message>
            <source>Standing</source>
            <translation>效力</translation>
        </message>
    </context>
    <context>
        <name>RoundsPage</name>
        <message>
            <source>Learn — no irregularities, the next step always shown</source>
            <translation>學習 — 沒有異常情況，每一步都有提示</translation>
        </message>
        <message>
            <source>Guided — a few irregularities, hints on request</source>
            <translation>引導 — 少量異常情況，可按需要提示</translation>
        </message>
        <message>
            <source>Practice — about one round in eight with an irregularity</source>
            <translation>練習 — 約每八局有一局出現異常情況</translation>
        </message>
        <message>
            <source>Table-ready — one round in four, no help until the grade</source>
            <translation>上枱 — 每四局有一局異常，評分前沒有輔助</translation>
        </message>
        <message>
            <source>Deal me rounds</source>
            <translation>連續發牌練習</translation>
        </message>
        <message>
            <source>&amp;Mode:</source>
            <translation>模式(&amp;M)：</translation>
        </message>
        <message>
            <source>Next round [N]</source>
            <translation>下一局 [N]</translation>
        </message>
        <message>
            <source>Save this round as a scenario… [Ctrl+S]</source>
            <translation>將此局存為情境… [Ctrl+S]</translation>
        </message>
        <message>
            <source>Back [Esc]</source>
            <translation>返回 [Esc]</translation>
        </message>
        <message>
            <source>Round %1 · rounds graded %2 · mean score %3</source>
            <translation>第 %1 局 · 已評分 %2 局 · 平均得分 %3</translation>
        </message>
        <message>
            <source>Saved: %1</source>
            <translation>已儲存：%1</translation>
        </message>
        <message>
            <source>Not saved: %1</source>
            <translation>未能儲存：%1</translation>
        </message>
        <message>
            <source>Save the round as a scenario</source>
            <translation>將此局存為情境</translation>
        </message>
        <message>
            <source>Your practice cannot be kept: %1</source>
            <translation>無法保存你的練習：%1</translation>
        </message>
    </context>
    <context>
        <name>ScenarioEditor</name>
        <message>
            <source>By hand: shoe and cut card</source>
            <translation>人手洗牌：派牌盒及分割卡</translation>
        </message>
        <message>
            <source>Shuffling machine, one card at a time</source>
            <translation>自動洗牌機，每次派出一張紙牌</translation>
        </message>
        <message>
            <source>Shuffling machine, three cards at a time</source>
            <translation>自動洗牌機，每次派出三張紙牌</translation>
        </message>
        <message>
            <source>A card exposed by mistake</source>
            <translation>紙牌過失陽開</translation>
        </message>
        <message>
            <source>A card dealt to the wrong place</source>
            <translation>紙牌誤派至其他位置</translation>
        </message>
        <message>
            <source>The shuffler fails</source>
            <translation>自動洗牌機故障</translation>
        </message>
        <message>
            <source>A bet placed late</source>
            <translation>逾時投注</translation>
        </message>
        <message>
            <source>A player's conduct (Art. 18)</source>
            <translation>博彩者的行為（第十八條）</translation>
        </message>
        <message>
            <source>records the results</source>
            <translation>記錄牌局結果</translation>
        </message>
        <message>
            <source>works out a betting system</source>
            <translation>進行預測或制定投注策略</translation>
        </message>
        <message>
            <source>leaves the table during the round</source>
            <translation>在牌局進行途中離開博彩桌</translation>
        </message>
        <message>
            <source>tells others the cards</source>
            <translation>向他人透露所持紙牌</translation>
        </message>
        <message>
            <source>tries to disclose the dealer's cards</source>
            <translation>嘗試披露莊家的紙牌</translation>
        </message>
        <message>
            <source>a side bet without a base bet (A4.2): to refuse</source>
            <translation>沒有基本投注的附加投注（第四條第二款）：須拒絕</translation>
        </message>
        <message>
            <source>a side bet the table does not offer (A3.4): to refuse</source>
            <translation>本桌不設的附加投注（第三條第四款）：須拒絕</translation>
        </message>
        <message>
            <source>a bet outside the table limits (A10.1): to refuse</source>
            <translation>超出博彩桌金額上限或下限的投注（第十條（一）項）：須拒絕</translation>
        </message>
        <message>
            <source>chips of a player seated elsewhere (A10.2): to refuse</source>
            <translation>佔座另一門的博彩者的籌碼（第十條（二）項）：須拒絕</translation>
        </message>
        <message>
            <source>Burned</source>
            <translation>銷牌</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>第%1門</translation>
        </message>
        <message>
            <source>&amp;New table</source>
            <translation>新牌桌(&amp;N)</translation>
        </message>
        <message>
            <source>Start from an empty table</source>
            <translation>由空的博彩桌開始</translation>
        </message>
        <message>
            <source>Open from the library</source>
            <translation>開啟情境庫中的情境</translation>
        </message>
        <message>
            <source>Start from the bundled scenario chosen on the left</source>
            <translation>由左方所選的內置情境開始</translation>
        </message>
        <message>
            <source>Seed of the generated round</source>
            <translation>自動產生牌局的種子</translation>
        </message>
        <message>
            <source>&amp;Generate</source>
            <translation>自動產生(&amp;G)</translation>
        </message>
        <message>
            <source>Start from a generated round (the seed on the left)</source>
            <translation>由自動產生的牌局開始（種子見左方）</translation>
        </message>
        <message>
            <source>&amp;Open file… [Ctrl+O]</source>
            <translation>開啟檔案(&amp;O)… [Ctrl+O]</translation>
        </message>
        <message>
            <source>&amp;Save [Ctrl+S]</source>
            <translation>儲存(&amp;S) [Ctrl+S]</translation>
        </message>
        <message>
            <source>Save &amp;as…</source>
            <translation>另存為(&amp;A)…</translation>
        </message>
        <message>
            <source>Words</source>
            <translation>文字</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>博彩桌</translation>
        </message>
        <message>
            <source>Bets</source>
            <translation>投注</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>紙牌</translation>
        </message>
        <message>
            <source>Irregularities</source>
            <translation>異常情況</translation>
        </message>
        <message>
            <source>Test play</source>
            <translation>試玩</translation>
        </message>
        <message>
            <source>Problems (click one to go to its field):</source>
            <translation>問題（點擊一項即轉到該欄位）：</translation>
        </message>
        <message>
            <source>Id (file name):</source>
            <translation>代號（檔案名稱）：</translation>
        </message>
        <message>
            <source>Lower-case letters, digits, _ . - ; the file is saved as &lt;id&gt;.toml</source>
            <translation>小寫英文字母、數字、_ . -；檔案儲存為 &lt;代號&gt;.toml</translation>
        </message>
        <message>
            <source>Title (English):</source>
            <translation>標題（English）：</translation>
        </message>
        <message>
            <source>Title (繁體中文):</source>
            <translation>標題（繁體中文）：</translation>
        </message>
        <message>
            <source>Briefing (English):</source>
            <translation>簡介（English）：</translation>
        </message>
        <message>
            <source>Briefing (繁體中文):</source>
            <translation>簡介（繁體中文）：</translation>
        </message>
        <message>
            <source>Skills:</source>
            <translation>技能：</translation>
        </message>
        <message>
            <source>Clauses:</source>
            <translation>條文：</translation>
        </message>
        <message>
            <source>e.g. A11.1, A17.4.1</source>
            <translation>例如 A11.1, A17.4.1</translation>
        </message>
        <message>
            <source>Difficulty (1–5):</source>
            <translation>難度（1–5）：</translation>
        </message>
        <message>
            <source>Irregularity %1</source>
            <translation>異常情況 %1</translation>
        </message>
        <message>
            <source>The file</source>
            <translation>檔案</translation>
        </message>
        <message>
            <source>&amp;Round just played</source>
            <translation>剛派的牌局(&amp;R)</translation>
        </message>
        <message>
            <source>Start from the round last dealt at the practice table or in Deal me rounds</source>
            <translation>由練習牌桌或連續發牌練習中最後派的一局開始</translation>
        </message>
        <message>
            <source>Suggest from the round</source>
            <translation>按牌局內容建議</translation>
        </message>
        <message>
            <source>Skills, clauses and difficulty from what the round contains</source>
            <translation>按牌局的內容建議技能、條文及難度</translation>
        </message>
        <message>
            <source>Player positions:</source>
            <translation>門數：</translation>
        </message>
        <message>
            <source>Shuffling and dealing:</source>
            <translation>洗牌及派牌方式：</translation>
        </message>
        <message>
            <source>Side bets offered:</source>
            <translation>設有的附加投注：</translation>
        </message>
        <message>
            <source>Table limits:</source>
            <translation>金額上限及下限：</translation>
        </message>
        <message>
            <source>Minimum</source>
            <translation>下限</translation>
        </message>
        <message>
            <source>Maximum</source>
            <translation>上限</translation>
        </message>
        <message>
            <source>Progressive pool before the round:</source>
            <translation>牌局前的累進大獎彩池：</translation>
        </message>
        <message>
            <source>Pool restarts from:</source>
            <translation>彩池重新累積的最低金額：</translation>
        </message>
        <message>
            <source>Fixed amounts (0: the usual):</source>
            <translation>定額彩金（0：一般金額）：</translation>
        </message>
        <message>
            <source>Cut card at:</source>
            <translation>分割卡位置：</translation>
        </message>
        <message>
            <source>A spare shuffler is at hand (A17.2)</source>
            <translation>備有另一部自動洗牌機（第十七條第二款）</translation>
        </message>
        <message>
            <source>The table can switch to the shoe (A17.2)</source>
            <translation>博彩桌可改用派牌盒（第十七條第二款）</translation>
        </message>
        <message>
            <source>House rules:</source>
            <translation>場館規則：</translation>
        </message>
        <message>
            <source>names, separated by commas</source>
            <translation>名稱，以逗號分隔</translation>
        </message>
        <message>
            <source>Click a bet area to put the chosen chip on it, right-click to take one off; click a chip in the tray to choose it. Or type the amounts below (0: no bet).</source>
            <translation>點擊投注區格即放上所選的籌碼，按右鍵取走一枚；點擊籌碼盤上的籌碼以選擇面值。亦可在下方輸入金額（0：不投注）。</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>門</translation>
        </message>
        <message>
            <source>Decision</source>
            <translation>決定</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>博彩者</translation>
        </message>
        <message>
            <source>Seated elsewhere</source>
            <translation>佔座另一門</translation>
        </message>
        <message>
            <source>Conduct</source>
            <translation>行為</translation>
        </message>
        <message>
            <source>best play (Q-6-4 or better)</source>
            <translation>最佳策略（Q-6-4或以上加注）</translation>
        </message>
        <message>
            <source>Conduct…</source>
            <translation>行為…</translation>
        </message>
        <message>
            <source>Each slot is one card as the reference dealer deals it with this table's method. Choose a slot, then a card; the slots left open are dealt at random.</source>
            <translation>每一格是參考荷官按本桌方式派出的一張紙牌。先選一格，再選紙牌；未選的格以隨機紙牌派出。</translation>
        </message>
        <message>
            <source>Cards:</source>
            <translation>紙牌：</translation>
        </message>
        <message>
            <source>Leave to chance</source>
            <translation>改為隨機</translation>
        </message>
        <message>
            <source>Clear every choice</source>
            <translation>清除所有選擇</translation>
        </message>
        <message>
            <source>New random draw</source>
            <translation>重新隨機抽牌</translation>
        </message>
        <message>
            <source>What goes wrong while dealing, at the Nth deal (0: as betting opens, for a player's conduct).</source>
            <translation>派牌時在第N次派牌出現的異常情況（0：開始投注時，適用於博彩者的行為）。</translation>
        </message>
        <message>
            <source>What happens:</source>
            <translation>發生甚麼：</translation>
        </message>
        <message>
            <source>At deal:</source>
            <translation>第幾次派牌：</translation>
        </message>
        <message>
            <source>Which card (1–3):</source>
            <translation>第幾張紙牌（1–3）：</translation>
        </message>
        <message>
            <source>Whose card:</source>
            <translation>誰的紙牌：</translation>
        </message>
        <message>
            <source>Lands at seat:</source>
            <translation>落在第幾門：</translation>
        </message>
        <message>
            <source>The fault persists after the reshuffle</source>
            <translation>重新洗牌後故障仍然持續</translation>
        </message>
        <message>
            <source>Seat:</source>
            <translation>門：</translation>
        </message>
        <message>
            <source>Bet:</source>
            <translation>投注：</translation>
        </message>
        <message>
            <source>Amount:</source>
            <translation>金額：</translation>
        </message>
        <message>
            <source>The player:</source>
            <translation>博彩者：</translation>
        </message>
        <message>
            <source>Add to the timeline</source>
            <translation>加入時間線</translation>
        </message>
        <message>
            <source>Remove the selected</source>
            <translation>移除所選項目</translation>
        </message>
        <message>
            <source>Change the selected</source>
            <translation>修改所選項目</translation>
        </message>
        <message>
            <source>Replace the irregularity chosen in the timeline by the one above</source>
            <translation>以上方設定取代時間線中所選的異常情況</translation>
        </message>
        <message>
            <source>The reference dealer plays the round as it stands: every action, and how each bet ends.</source>
            <translation>參考荷官按現時設定進行牌局：每一個步驟，以及每注的結果。</translation>
        </message>
        <message>
            <source>Bet</source>
            <translation>投注</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>結果</translation>
        </message>
        <message>
            <source>&amp;Pin as expectations</source>
            <translation>定為預期結果(&amp;P)</translation>
        </message>
        <message>
            <source>Write this outcome into the file: trainer validate then holds it</source>
            <translation>把此結果寫入檔案：trainer validate 其後會按此檢查</translation>
        </message>
        <message>
            <source>Remove the expectations</source>
            <translation>移除預期結果</translation>
        </message>
        <message>
            <source>The round cannot be played yet: see the problems.</source>
            <translation>牌局暫時未能進行：請看問題。</translation>
        </message>
        <message>
            <source>No problems.</source>
            <translation>沒有問題。</translation>
        </message>
        <message>
            <source>%1 problem(s): see below</source>
            <translation>%1 個問題：請看下方</translation>
        </message>
        <message>
            <source>Valid: trainer validate accepts this scenario</source>
            <translation>有效：trainer validate 接受此情境</translation>
        </message>
        <message>
            <source>Chip: %1</source>
            <translation>籌碼：%1</translation>
        </message>
        <message>
            <source>Seat %1:
no bet, dead cards (A17.5)</source>
            <translation>第%1門：
沒有投注，紙牌無效（第十七條第五款）</translation>
        </message>
        <message>
            <source>No card is dealt: place a bet, or see the problems.</source>
            <translation>沒有派出紙牌：請先投注，或查看問題。</translation>
        </message>
        <message>
            <source>Deck order (top card first; ? = left to chance): %1 — then the rest at random</source>
            <translation>紙牌次序（由最頂一張起；? = 隨機）：%1 — 其餘隨機</translation>
        </message>
        <message>
            <source>deal %1</source>
            <translation>第%1次派牌</translation>
        </message>
        <message>
            <source>burn</source>
            <translation>銷牌</translation>
        </message>
        <message>
            <source>random</source>
            <translation>隨機</translation>
        </message>
        <message>
            <source>Deals: %1</source>
            <translation>派牌次序：%1</translation>
        </message>
        <message>
            <source>the card of that deal</source>
            <translation>該次派出的紙牌</translation>
        </message>
        <message>
            <source>as betting opens</source>
            <translation>開始投注時</translation>
        </message>
        <message>
            <source>card %1</source>
            <translation>第%1張</translation>
        </message>
        <message>
            <source>lands at %1</source>
            <translation>落在%1</translation>
        </message>
        <message>
            <source>persists</source>
            <translation>持續故障</translation>
        </message>
        <message>
            <source>Expectations pinned: %1 check(s); trainer validate holds the file to them.</source>
            <translation>已定預期結果：%1 項檢查；trainer validate 會按此檢查檔案。</translation>
        </message>
        <message>
            <source>No expectations yet: pin these when they are what the rules want.</source>
            <translation>尚未定預期結果：確定結果符合規則後，請定為預期結果。</translation>
        </message>
        <message>
            <source>pay %1</source>
            <translation>派彩 %1</translation>
        </message>
        <message>
            <source>take</source>
            <translation>收取</translation>
        </message>
        <message>
            <source>push</source>
            <translation>退還</translation>
        </message>
        <message>
            <source>refuse</source>
            <translation>拒絕</translation>
        </message>
        <message>
            <source>kept for the next round (%1)</source>
            <translation>保留至下一局（%1）</translation>
        </message>
        <message>
            <source>No round has been dealt in this window yet.</source>
            <translation>此視窗尚未派過任何牌局。</translation>
        </message>
        <message>
            <source>Not saved: %1</source>
            <translation>未能儲存：%1</translation>
        </message>
        <message>
            <source>Saved: %1</source>
            <translation>已儲存：%1</translation>
        </message>
        <message>
            <source>Open a scenario</source>
            <translation>開啟情境</translation>
        </message>
        <message>
            <source>Save the scenario</source>
            <translation>儲存情境</translation>
        </message>
        <message>
            <source>Scenario editor</source>
            <translation>情境編輯器</translation>
        </message>
        <message>
            <source>%1 cannot be opened (line %2):</source>
            <translation>無法開啟 %1（第 %2 行）：</translation>
        </message>
        <message>
            <source>%1 cannot be opened:</source>
            <translation>無法開啟 %1：</translation>
        </message>
    </context>
    <context>
        <name>Seal</name>
        <message>
            <source>Sealed, seal checked</source>
            <translation>已封存，封條相符</translation>
        </message>
        <message>
            <source>Seal broken: this record was changed after it was sealed</source>
            <translation>封條不符：此紀錄在封存後被更改</translation>
        </message>
        <message>
            <source>Not sealed</source>
            <translation>未封存</translation>
        </message>
        <message>
            <source>Seal not checked: this computer may not read the seal key</source>
            <translation>未核對封條：此電腦不可讀取封存密鑰</translation>
        </message>
        <message>
            <source>Sealed</source>
            <translation>已封存</translation>
        </message>
        <message>
            <source>Seal broken</source>
            <translation>封條不符</translation>
        </message>
        <message>
            <source>Seal not checked</source>
            <translation>未核對封條</translation>
        </message>
        <message>
            <source>Seal</source>
            <translation>封條</translation>
        </message>
        <message>
            <source>Not valid: the seal is broken</source>
            <translation>無效：封條不符</translation>
        </message>
        <message>
            <source>Attempts with a broken seal, left out of these figures: %1</source>
            <translation>封條不符、未計入以上數字的考核：%1 次</translation>
        </message>
        <message>
            <source>Seals not checked in these figures: to check them, run trainer results verify</source>
            <translation>以上數字未核對封條：如需核對，請執行 trainer results verify</translation>
        </message>
    </context>
    <context>
        <name>Severity</name>
        <message>
            <source>critical</source>
            <translation>嚴重</translation>
        </message>
        <message>
            <source>major</source>
            <translation>主要</translation>
        </message>
        <message>
            <source>minor</source>
            <translation>輕微</translation>
        </message>
    </context>
    <context>
        <name>SittingState</name>
        <message>
            <source>Closed</source>
            <translation>已結束</translation>
        </message>
        <message>
            <source>Not open yet</source>
            <translation>尚未開始</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>進行中</translation>
        </message>
        <message>
            <source>Signed off</source>
            <translation>已簽核</translation>
        </message>
        <message>
            <source>Window over, not closed</source>
            <translation>時段已過，尚未結束</translation>
        </message>
    </context>
    <context>
        <name>SittingsView</name>
        <message>
            <source>%1 of %2</source>
            <translation>%1 / %2</translation>
        </message>
        <message>
            <source>Actions stored</source>
            <translation>已儲存的動作</translation>
        </message>
        <message>
            <source>Attempts</source>
            <translation>考核次數</translation>
        </message>
        <message>
            <source>Attempts each:</source>
            <translation>每人考核次數：</translation>
        </message>
        <message>
            <source>Candidate</source>
            <translation>考生</translation>
        </message>
        <message>
            <source>Candidates</source>
            <translation>考生人數</translation>
        </message>
        <message>
            <source>Candidates:</source>
            <translation>考生：</translation>
        </message>
        <message>
            <source>Choose a sitting to see its candidates and how far they are.</source>
            <translation>選擇一個考場，查看其考生及進度。</translation>
        </message>
        <message>
            <source>Close sitting %1 (%2)? No attempt can start in it any more; those under way go on to their end. This cannot be undone.</source>
            <translation>結束考場 %1（%2）？之後不能再在此考場開始考核；進行中的考核會繼續至完結。此操作無法復原。</translation>
        </message>
        <message>
            <source>Close the sitting</source>
            <translation>結束考場</translation>
        </message>
        <message>
            <source>Close the sitting…</source>
            <translation>結束考場…</translation>
        </message>
        <message>
            <source>Close this sitting?</source>
            <translation>結束這個考場？</translation>
        </message>
        <message>
            <source>Closes</source>
            <translation>結束時間</translation>
        </message>
        <message>
            <source>Closes:</source>
            <translation>結束時間：</translation>
        </message>
        <message>
            <source>Exam</source>
            <translation>考核</translation>
        </message>
        <message>
            <source>Exam:</source>
            <translation>考核：</translation>
        </message>
        <message>
            <source>Keep it open</source>
            <translation>保持開放</translation>
        </message>
        <message>
            <source>Last attempt</source>
            <translation>最近一次考核</translation>
        </message>
        <message>
            <source>No.</source>
            <translation>編號</translation>
        </message>
        <message>
            <source>Not closed. The reason:</source>
            <translation>未結束。原因：</translation>
        </message>
        <message>
            <source>Not opened. The reason:</source>
            <translation>未開放。原因：</translation>
        </message>
        <message>
            <source>Not opened: list at least one candidate, one a line.</source>
            <translation>未開放：請列出最少一位考生，每行一位。</translation>
        </message>
        <message>
            <source>Not opened: there is no exam file to open a sitting of.</source>
            <translation>未開放：沒有可用來開放考場的考核檔案。</translation>
        </message>
        <message>
            <source>Not signed off. The reason:</source>
            <translation>未簽核。原因：</translation>
        </message>
        <message>
            <source>Not signed off: an attempt in this sitting is still under way or interrupted. Let it end, or resume or close it under Interrupted attempts, then sign off again. The reason:</source>
            <translation>未簽核：此考場仍有考核進行中或已中斷。請待其完結，或在「中斷的考核」中恢復或關閉，然後再簽核。原因：</translation>
        </message>
        <message>
            <source>Not yet</source>
            <translation>暫不簽核</translation>
        </message>
        <message>
            <source>One a line: a name, or name=staff ID</source>
            <translation>每行一位：姓名，或 姓名=員工編號</translation>
        </message>
        <message>
            <source>Open a sitting</source>
            <translation>開放考場</translation>
        </message>
        <message>
            <source>Open the sitting</source>
            <translation>開放考場</translation>
        </message>
        <message>
            <source>Opens</source>
            <translation>開始時間</translation>
        </message>
        <message>
            <source>Opens:</source>
            <translation>開始時間：</translation>
        </message>
        <message>
            <source>PC logins:</source>
            <translation>電腦登入帳戶：</translation>
        </message>
        <message>
            <source>Read again</source>
            <translation>重新讀取</translation>
        </message>
        <message>
            <source>Scenarios begun</source>
            <translation>已開始的情境</translation>
        </message>
        <message>
            <source>Sign off</source>
            <translation>簽核</translation>
        </message>
        <message>
            <source>Sign off…</source>
            <translation>簽核…</translation>
        </message>
        <message>
            <source>Sign sitting %1 (%2) off in your name? Its attempts become official results, and it is closed if it is still open. This cannot be undone.</source>
            <translation>以你的名義簽核考場 %1（%2）？其考核成績會成為正式成績；考場如仍開放，亦會一併結束。此操作無法復原。</translation>
        </message>
        <message>
            <source>Sign this sitting off?</source>
            <translation>簽核這個考場？</translation>
        </message>
        <message>
            <source>Sitting %1 is closed: no attempt starts in it any more; those under way go on to their end.</source>
            <translation>考場 %1 已結束：不能再在此考場開始考核；進行中的考核會繼續至完結。</translation>
        </message>
        <message>
            <source>Sitting %1 is open: its candidates can take the exam on the PCs allowed.</source>
            <translation>考場 %1 已開放：其考生可在獲准的電腦上應考。</translation>
        </message>
        <message>
            <source>Sitting %1 is signed off: its attempts are official results now.</source>
            <translation>考場 %1 已簽核：其考核成績現為正式成績。</translation>
        </message>
        <message>
            <source>Sitting %1: its candidates and how far they are (read again every few seconds).</source>
            <translation>考場 %1：考生及其進度（每隔數秒重新讀取）。</translation>
        </message>
        <message>
            <source>Sittings</source>
            <translation>考場</translation>
        </message>
        <message>
            <source>Sittings (newest first):</source>
            <translation>考場（最新的在前）：</translation>
        </message>
        <message>
            <source>Staff ID</source>
            <translation>員工編號</translation>
        </message>
        <message>
            <source>State</source>
            <translation>狀態</translation>
        </message>
        <message>
            <source>The sittings cannot be read. The reason:</source>
            <translation>無法讀取考場。原因：</translation>
        </message>
        <message>
            <source>With the results on the department's server: the PCs' logins that may seat the candidates, separated by commas. Left empty, any PC may.</source>
            <translation>成績存放在部門伺服器時：可供考生應考的電腦登入帳戶，以逗號分隔。留空即任何電腦均可。</translation>
        </message>
        <message>
            <source>any PC</source>
            <translation>任何電腦</translation>
        </message>
        <message>
            <source>Opened by %1 at %2; PCs: %3.</source>
            <translation>由 %1 於 %2 開放；電腦：%3。</translation>
        </message>
        <message>
            <source>not started</source>
            <translation>尚未開始</translation>
        </message>
        <message>
            <source>now</source>
            <translation>現在</translation>
        </message>
        <message>
            <source>version %1</source>
            <translation>第 %1 版</translation>
        </message>
    </context>
    <context>
        <name>Skill</name>
        <message>
            <source>Dealing</source>
            <translation>派牌</translation>
        </message>
        <message>
            <source>Irregularities</source>
            <translation>異常情況</translation>
        </message>
        <message>
            <source>Payouts</source>
            <translation>派彩</translation>
        </message>
        <message>
            <source>Procedure</source>
            <translation>程序</translation>
        </message>
    </context>
    <context>
        <name>SkillResult</name>
        <message>
            <source>not tested</source>
            <translation>未測試</translation>
        </message>
    </context>
    <context>
        <name>Skills</name>
        <message>
            <source>Dealing</source>
            <translation>派牌</translation>
        </message>
        <message>
            <source>Irregularities</source>
            <translation>異常情況</translation>
        </message>
        <message>
            <source>Payouts</source>
            <translation>派彩</translation>
        </message>
        <message>
            <source>Procedure</source>
            <translation>程序</translation>
        </message>
    </context>
    <context>
        <name>Standing</name>
        <message>
            <source>Official</source>
            <translation>正式</translation>
        </message>
        <message>
            <source>Provisional</source>
            <translation>暫定</translation>
        </message>
        <message>
            <source>Unofficial (practice)</source>
            <translation>非正式（練習）</translation>
        </message>
    </context>
    <context>
        <name>StandingMeaning</name>
        <message>
            <source>A practice exam, outside any sitting: unofficial, the result does not count.</source>
            <translation>練習考核，不屬任何考場：非正式，成績不予計算。</translation>
        </message>
        <message>
            <source>Taken in a sitting a trainer signed off: the result counts.</source>
            <translation>在已由導師簽核的考場應考：成績正式計算。</translation>
        </message>
        <message>
            <source>Taken in a sitting not signed off yet: provisional until the trainer signs the sitting off, then official.</source>
            <translation>在尚未簽核的考場應考：導師簽核考場前屬暫定，簽核後即為正式。</translation>
        </message>
    </context>
    <context>
        <name>StartProblem</name>
        <message>
            <source>The exam cannot start</source>
            <translation>考核無法開始</translation>
        </message>
        <message>
            <source>The exam file has problems, so the exam cannot start. Ask a trainer to correct it: the trainer tools' exam builder shows each problem at its field. The problems found:</source>
            <translation>考核檔案有問題，考核無法開始。請導師修正：導師工具的「編製考核」會在各欄位旁列出每個問題。找到的問題：</translation>
        </message>
    </context>
    <context>
        <name>Status</name>
        <message>
            <source>In progress</source>
            <translation>進行中</translation>
        </message>
        <message>
            <source>Interrupted</source>
            <translation>已中斷</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>已完成</translation>
        </message>
        <message>
            <source>Timed out</source>
            <translation>超時</translation>
        </message>
        <message>
            <source>Closed</source>
            <translation>已關閉</translation>
        </message>
    </context>
    <context>
        <name>StoreSettingView</name>
        <message>
            <source>Where results are kept</source>
            <translation>成績存放位置</translation>
        </message>
        <message>
            <source>Now the results are kept on this PC, in the file %1.</source>
            <translation>現時成績存放在本電腦的檔案 %1。</translation>
        </message>
        <message>
            <source>Now the results are kept on the server %1.</source>
            <translation>現時成績存放在伺服器 %1。</translation>
        </message>
        <message>
            <source>TRAINER_STORE is set on this PC and chooses for it: the setting below counts once it is removed.</source>
            <translation>本電腦已設定 TRAINER_STORE，以它為準；移除後，下面的設定才會生效。</translation>
        </message>
        <message>
            <source>This PC's setting cannot be used: %1</source>
            <translation>本電腦的設定無法使用：%1</translation>
        </message>
        <message>
            <source>On this PC (the file in the data folder)</source>
            <translation>存放在本電腦（資料夾內的檔案）</translation>
        </message>
        <message>
            <source>On the department's server:</source>
            <translation>存放在部門的伺服器：</translation>
        </message>
        <message>
            <source>The password is not kept here: put it in the login's ~/.pgpass file or in PGPASSWORD. The server is set up once with "trainer store init-server"; "trainer store migrate --to URL" copies this PC's results there.</source>
            <translation>密碼不會存放在這裡：請放在該登入帳戶的 ~/.pgpass 檔案或 PGPASSWORD。伺服器先以「trainer store init-server」設定一次；「trainer store migrate --to URL」可把本電腦的成績複製過去。</translation>
        </message>
        <message>
            <source>Check and keep</source>
            <translation>檢查並保存</translation>
        </message>
        <message>
            <source>a password is in the URL. Leave it out: put it in the login's ~/.pgpass file or in PGPASSWORD.</source>
            <translation>網址中有密碼。請刪去：把密碼放在該登入帳戶的 ~/.pgpass 檔案或 PGPASSWORD。</translation>
        </message>
        <message>
            <source>that is not a PostgreSQL URL (postgresql://login@host:5432/database).</source>
            <translation>這不是 PostgreSQL 網址（postgresql://登入名稱@主機:5432/資料庫）。</translation>
        </message>
        <message>
            <source>the server's URL is empty (postgresql://login@host:5432/database).</source>
            <translation>伺服器網址是空的（postgresql://登入名稱@主機:5432/資料庫）。</translation>
        </message>
        <message>
            <source>the server could not be opened with it. Its answer: %1</source>
            <translation>無法以此網址開啟伺服器。伺服器的回應：%1</translation>
        </message>
        <message>
            <source>Not kept: %1</source>
            <translation>未保存：%1</translation>
        </message>
        <message>
            <source>Kept: from the next start the results go to %1. Close the trainer and start it again; what was stored in this session stays where it was.</source>
            <translation>已保存：下次啟動起，成績存放到 %1。請關閉本程式再重新啟動；本次已儲存的成績留在原處。</translation>
        </message>
    </context>
    <context>
        <name>TableScene</name>
        <message>
            <source>By hand (shoe)</source>
            <translation>人手操作（派牌盒）</translation>
        </message>
        <message>
            <source>One-card machine</source>
            <translation>自動洗牌機：每次一張</translation>
        </message>
        <message>
            <source>Three-card machine</source>
            <translation>自動洗牌機：每次三張</translation>
        </message>
        <message>
            <source>%1-card machine</source>
            <translation>自動洗牌機：每次%1張</translation>
        </message>
        <message>
            <source>Dealer (you)</source>
            <translation>莊家（你）</translation>
        </message>
        <message>
            <source>Fortune 3 Card Poker</source>
            <translation>富貴三寶</translation>
        </message>
        <message>
            <source>Phase: %1</source>
            <translation>階段：%1</translation>
        </message>
        <message>
            <source>6 Card</source>
            <translation>六張牌</translation>
        </message>
        <message>
            <source>Jackpot</source>
            <translation>累進</translation>
        </message>
        <message>
            <source>Payout being built</source>
            <translation>正在組成的派彩</translation>
        </message>
        <message>
            <source>Pay ⏎</source>
            <translation>派彩 ⏎</translation>
        </message>
        <message>
            <source>no winning hand</source>
            <translation>沒有獲獎牌型</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>FAULT</source>
            <translation>故障</translation>
        </message>
        <message>
            <source>Ready</source>
            <translation>就緒</translation>
        </message>
        <message>
            <source>%1 cards</source>
            <translation>%1 張</translation>
        </message>
    </context>
    <context>
        <name>Terms</name>
        <message>
            <source>Ante</source>
            <translation>原注</translation>
        </message>
        <message>
            <source>Pair Plus</source>
            <translation>對子或以上注</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>加注</translation>
        </message>
        <message>
            <source>Six Card Bonus</source>
            <translation>六張牌獎金</translation>
        </message>
        <message>
            <source>Progressive Jackpot</source>
            <translation>累進大獎</translation>
        </message>
        <message>
            <source>Ante Bonus</source>
            <translation>額外彩金</translation>
        </message>
        <message>
            <source>Base bets</source>
            <translation>基礎投注項目</translation>
        </message>
        <message>
            <source>Side bets</source>
            <translation>附加投注項目</translation>
        </message>
        <message>
            <source>Royal Flush</source>
            <translation>黃袍麒</translation>
        </message>
        <message>
            <source>Straight Flush</source>
            <translation>同花順</translation>
        </message>
        <message>
            <source>Four of a Kind</source>
            <translation>四條</translation>
        </message>
        <message>
            <source>Full House</source>
            <translation>夫盧</translation>
        </message>
        <message>
            <source>Flush</source>
            <translation>同花</translation>
        </message>
        <message>
            <source>Straight</source>
            <translation>順</translation>
        </message>
        <message>
            <source>Three of a Kind</source>
            <translation>三條</translation>
        </message>
        <message>
            <source>Pair</source>
            <translation>對子</translation>
        </message>
        <message>
            <source>Three odd cards</source>
            <translation>三張散牌</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>莊家</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>博彩者</translation>
        </message>
        <message>
            <source>Position</source>
            <translation>門</translation>
        </message>
        <message>
            <source>Gaming table</source>
            <translation>博彩桌</translation>
        </message>
        <message>
            <source>Betting area</source>
            <translation>投注區格</translation>
        </message>
        <message>
            <source>Community cards</source>
            <translation>共用紙牌</translation>
        </message>
        <message>
            <source>Discard rack</source>
            <translation>廢牌盒</translation>
        </message>
        <message>
            <source>Shoe</source>
            <translation>派牌盒</translation>
        </message>
        <message>
            <source>Automatic shuffler</source>
            <translation>自動洗牌機</translation>
        </message>
        <message>
            <source>Cut card</source>
            <translation>分割卡</translation>
        </message>
        <message>
            <source>Deck of 52 cards</source>
            <translation>一副共五十二張的紙牌</translation>
        </message>
        <message>
            <source>Electronic display</source>
            <translation>電子顯示器</translation>
        </message>
        <message>
            <source>Progressive pool</source>
            <translation>累進大獎彩池</translation>
        </message>
        <message>
            <source>Fixed amount</source>
            <translation>定額彩金</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>牌局</translation>
        </message>
        <message>
            <source>Void round</source>
            <translation>無效牌局</translation>
        </message>
        <message>
            <source>Shuffle</source>
            <translation>洗牌</translation>
        </message>
        <message>
            <source>Shuffling by hand</source>
            <translation>人手操作</translation>
        </message>
        <message>
            <source>Shuffling by machine</source>
            <translation>機械操作</translation>
        </message>
        <message>
            <source>Betting</source>
            <translation>投注</translation>
        </message>
        <message>
            <source>Dealing</source>
            <translation>派牌</translation>
        </message>
        <message>
            <source>Play or fold</source>
            <translation>加注</translation>
        </message>
        <message>
            <source>Deciding the result</source>
            <translation>判定結果</translation>
        </message>
        <message>
            <source>Payout</source>
            <translation>派彩</translation>
        </message>
        <message>
            <source>Fold</source>
            <translation>放棄</translation>
        </message>
        <message>
            <source>Burn</source>
            <translation>銷去</translation>
        </message>
        <message>
            <source>Exposed by mistake</source>
            <translation>過失陽開</translation>
        </message>
        <message>
            <source>Dead</source>
            <translation>無效</translation>
        </message>
        <message>
            <source>Tie</source>
            <translation>和局</translation>
        </message>
        <message>
            <source>Winnings</source>
            <translation>彩金</translation>
        </message>
    </context>
    <context>
        <name>Theme</name>
        <message>
            <source>Light</source>
            <translation>淺色</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>深色</translation>
        </message>
    </context>
    <context>
        <name>TrainerSignIn</name>
        <message>
            <source>The trainer tools need a trainer's database login on the results server: this PC reaches the server with a training PC's login, which cannot check a trainer's passphrase. Set a trainer's login for this PC with the command trainer store use and the server's address with that login, or for one session start the trainer with TRAINER_STORE set to it. Whoever set up the server has the trainers' logins.</source>
            <translation>導師工具需要成績伺服器上的導師資料庫登入帳戶：本電腦以培訓電腦的登入帳戶連接伺服器，無法核對導師的通行密語。請以指令 trainer store use 及附上導師登入帳戶的伺服器網址，為本電腦設定導師登入帳戶；或只在這一次，先把 TRAINER_STORE 設為該網址再啟動本程式。導師的登入帳戶由設定伺服器的人提供。</translation>
        </message>
    </context>
    <context>
        <name>TrainerTools</name>
        <message>
            <source>Trainer tools — signed in as %1</source>
            <translation>導師工具 — 登入者：%1</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>返回</translation>
        </message>
        <message>
            <source>Trainee:</source>
            <translation>學員：</translation>
        </message>
        <message>
            <source>name or ID</source>
            <translation>姓名或編號</translation>
        </message>
        <message>
            <source>Exam:</source>
            <translation>考核：</translation>
        </message>
        <message>
            <source>all</source>
            <translation>全部</translation>
        </message>
        <message>
            <source>From</source>
            <translation>由</translation>
        </message>
        <message>
            <source>Until</source>
            <translation>至</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>匯出 CSV…</translation>
        </message>
        <message>
            <source>Export PDF report…</source>
            <translation>匯出 PDF 報告…</translation>
        </message>
        <message>
            <source>Replay the selected attempt</source>
            <translation>重播所選考核</translation>
        </message>
        <message>
            <source>Refresh [F5]</source>
            <translation>重新整理 [F5]</translation>
        </message>
        <message>
            <source>Read the results again (they are also read again by themselves when an attempt starts or ends)</source>
            <translation>重新讀取成績（考核開始或完結時，成績亦會自動重新讀取）</translation>
        </message>
        <message>
            <source>Resume (the trainee continues)</source>
            <translation>恢復（學員繼續作答）</translation>
        </message>
        <message>
            <source>Close without a grade</source>
            <translation>關閉（不評分）</translation>
        </message>
        <message>
            <source>Results</source>
            <translation>成績</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>重播</translation>
        </message>
        <message>
            <source>These attempts stopped before they ended (the program was closed or killed). Every action recorded is kept. Resume lets the trainee continue; Close ends the attempt unscored, in your name.</source>
            <translation>這些考核在完成前停止（程式被關閉或終止）。所有已記錄的動作均已保存。「恢復」讓學員繼續作答；「關閉」以你的名義結束考核，不予評分。</translation>
        </message>
        <message>
            <source>%1, over 1 round:</source>
            <translation>%1，共 1 局：</translation>
        </message>
        <message>
            <source>%1, over %2 rounds:</source>
            <translation>%1，共 %2 局：</translation>
        </message>
        <message>
            <source>Interrupted attempts (%1)</source>
            <translation>中斷的考核（%1）</translation>
        </message>
        <message>
            <source>Trainer tools</source>
            <translation>導師工具</translation>
        </message>
        <message>
            <source>Export the results as CSV</source>
            <translation>以 CSV 匯出成績</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>CSV 檔案 (*.csv)</translation>
        </message>
        <message>
            <source>Export the PDF report</source>
            <translation>匯出 PDF 報告</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>PDF 檔案 (*.pdf)</translation>
        </message>
        <message>
            <source>Wrote %1</source>
            <translation>已寫入 %1</translation>
        </message>
        <message>
            <source>Attempt %1: %2, %3, started %4, %5 actions recorded</source>
            <translation>考核紀錄 %1：%2，%3，開始於 %4，已記錄 %5 個動作</translation>
        </message>
    </context>
</TS>
