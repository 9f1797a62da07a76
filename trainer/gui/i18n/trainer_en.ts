<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>TableScene</name>
        <message>
            <source>Dealer (you)</source>
            <translation>Dealer (you)</translation>
        </message>
        <message>
            <source>Fortune 3 Card Poker</source>
            <translation>Fortune 3 Card Poker</translation>
        </message>
        <message>
            <source>Phase: %1</source>
            <translation>Phase: %1</translation>
        </message>
        <message>
            <source>6 Card</source>
            <translation>6 Card</translation>
        </message>
        <message>
            <source>Jackpot</source>
            <translation>Jackpot</translation>
        </message>
        <message>
            <source>FAULT</source>
            <translation>FAULT</translation>
        </message>
        <message>
            <source>Ready</source>
            <translation>Ready</translation>
        </message>
        <message>
            <source>%1 cards</source>
            <translation>%1 cards</translation>
        </message>
    </context>
    <context>
        <name>Terms</name>
        <message>
            <source>Ante</source>
            <translation>Ante</translation>
        </message>
        <message>
            <source>Pair Plus</source>
            <translation>Pair Plus</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Play</translation>
        </message>
        <message>
            <source>Six Card Bonus</source>
            <translation>Six Card Bonus</translation>
        </message>
        <message>
            <source>Progressive Jackpot</source>
            <translation>Progressive Jackpot</translation>
        </message>
        <message>
            <source>Ante Bonus</source>
            <translation>Ante Bonus</translation>
        </message>
        <message>
            <source>Base bets</source>
            <translation>Base bets</translation>
        </message>
        <message>
            <source>Side bets</source>
            <translation>Side bets</translation>
        </message>
        <message>
            <source>Royal Flush</source>
            <translation>Royal Flush</translation>
        </message>
        <message>
            <source>Straight Flush</source>
            <translation>Straight Flush</translation>
        </message>
        <message>
            <source>Four of a Kind</source>
            <translation>Four of a Kind</translation>
        </message>
        <message>
            <source>Full House</source>
            <translation>Full House</translation>
        </message>
        <message>
            <source>Flush</source>
            <translation>Flush</translation>
        </message>
        <message>
            <source>Straight</source>
            <translation>Straight</translation>
        </message>
        <message>
            <source>Three of a Kind</source>
            <translation>Three of a Kind</translation>
        </message>
        <message>
            <source>Pair</source>
            <translation>Pair</translation>
        </message>
        <message>
            <source>Three odd cards</source>
            <translation>Three odd cards</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>Dealer</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Player</translation>
        </message>
        <message>
            <source>Position</source>
            <translation>Position</translation>
        </message>
        <message>
            <source>Gaming table</source>
            <translation>Gaming table</translation>
        </message>
        <message>
            <source>Betting area</source>
            <translation>Betting area</translation>
        </message>
        <message>
            <source>Community cards</source>
            <translation>Community cards</translation>
        </message>
        <message>
            <source>Discard rack</source>
            <translation>Discard rack</translation>
        </message>
        <message>
            <source>Shoe</source>
            <translation>Shoe</translation>
        </message>
        <message>
            <source>Automatic shuffler</source>
            <translation>Automatic shuffler</translation>
        </message>
        <message>
            <source>Cut card</source>
            <translation>Cut card</translation>
        </message>
        <message>
            <source>Deck of 52 cards</source>
            <translation>Deck of 52 cards</translation>
        </message>
        <message>
            <source>Electronic display</source>
            <translation>Electronic display</translation>
        </message>
        <message>
            <source>Progressive pool</source>
            <translation>Progressive pool</translation>
        </message>
        <message>
            <source>Fixed amount</source>
            <translation>Fixed amount</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Round</translation>
        </message>
        <message>
            <source>Void round</source>
            <translation>Void round</translation>
        </message>
        <message>
            <source>Shuffle</source>
            <translation>Shuffle</translation>
        </message>
        <message>
            <source>Shuffling by hand</source>
            <translation>Shuffling by hand</translation>
        </message>
        <message>
            <source>Shuffling by machine</source>
            <translation>Shuffling by machine</translation>
        </message>
        <message>
            <source>Betting</source>
            <translation>Betting</translation>
        </message>
        <message>
            <source>Dealing</source>
            <translation>Dealing</translation>
        </message>
        <message>
            <source>Play or fold</source>
            <translation>Play or fold</translation>
        </message>
        <message>
            <source>Deciding the result</source>
            <translation>Deciding the result</translation>
        </message>
        <message>
            <source>Payout</source>
            <translation>Payout</translation>
        </message>
        <message>
            <source>Fold</source>
            <translation>Fold</translation>
        </message>
        <message>
            <source>Burn</source>
            <translation>Burn</translation>
        </message>
        <message>
            <source>Exposed by mistake</source>
            <translation>Exposed by mistake</translation>
        </message>
        <message>
            <source>Dead</source>
            <translation>Dead</translation>
        </message>
        <message>
            <source>Tie</source>
            <translation>Tie</translation>
        </message>
        <message>
            <source>Winnings</source>
            <translation>Winnings</translation>
        </message>
    </context>
</TS>
