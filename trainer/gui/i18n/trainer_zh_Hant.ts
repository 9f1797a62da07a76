<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
    <context>
        <name>TableScene</name>
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
</TS>
