<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>AmountPad</name>
        <message>
            <source>Clear</source>
            <translation>Clear</translation>
        </message>
    </context>
    <context>
        <name>AnalysisReport</name>
        <message>
            <source>Item analysis</source>
            <translation>Item analysis</translation>
        </message>
        <message>
            <source>Generated</source>
            <translation>Generated</translation>
        </message>
        <message>
            <source>Attempts kept</source>
            <translation>Attempts kept</translation>
        </message>
        <message>
            <source>every finished attempt</source>
            <translation>every finished attempt</translation>
        </message>
        <message>
            <source>Trainee</source>
            <translation>Trainee</translation>
        </message>
        <message>
            <source>Exam</source>
            <translation>Exam</translation>
        </message>
        <message>
            <source>From</source>
            <translation>From</translation>
        </message>
        <message>
            <source>Until</source>
            <translation>Until</translation>
        </message>
        <message>
            <source>Per scenario</source>
            <translation>Per scenario</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>Scenario</translation>
        </message>
        <message>
            <source>Taken</source>
            <translation>Taken</translation>
        </message>
        <message>
            <source>Pass rate</source>
            <translation>Pass rate</translation>
        </message>
        <message>
            <source>Mean score</source>
            <translation>Mean score</translation>
        </message>
        <message>
            <source>Most frequent errors</source>
            <translation>Most frequent errors</translation>
        </message>
        <message>
            <source>r_pb: how well passing the scenario goes with doing well on the exam's other scenarios (0.3 or more separates strong from weak trainees; below 0.1, or negative, is worth a look). U−L: the pass rate of the top 27 % minus that of the bottom 27 %. — means too few attempts, or everyone passed or failed alike.</source>
            <translation>r_pb: how well passing the scenario goes with doing well on the exam's other scenarios (0.3 or more separates strong from weak trainees; below 0.1, or negative, is worth a look). U−L: the pass rate of the top 27 % minus that of the bottom 27 %. — means too few attempts, or everyone passed or failed alike.</translation>
        </message>
        <message>
            <source>Pass rate per exam and month</source>
            <translation>Pass rate per exam and month</translation>
        </message>
        <message>
            <source>Pass rate per exam and week</source>
            <translation>Pass rate per exam and week</translation>
        </message>
        <message>
            <source>Period</source>
            <translation>Period</translation>
        </message>
        <message>
            <source>Attempts</source>
            <translation>Attempts</translation>
        </message>
        <message>
            <source>Passed</source>
            <translation>Passed</translation>
        </message>
        <message>
            <source>Each trainee's history</source>
            <translation>Each trainee's history</translation>
        </message>
        <message>
            <source>Started</source>
            <translation>Started</translation>
        </message>
        <message>
            <source>Item</source>
            <translation>Item</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Result</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>passed</translation>
        </message>
        <message>
            <source>not passed</source>
            <translation>not passed</translation>
        </message>
        <message>
            <source>No graded attempts</source>
            <translation>No graded attempts</translation>
        </message>
        <message>
            <source>Errors</source>
            <translation>Errors</translation>
        </message>
        <message>
            <source>More than %1 items in these attempts: choose a trainee to see a history.</source>
            <translation>More than %1 items in these attempts: choose a trainee to see a history.</translation>
        </message>
        <message>
            <source>e.g.</source>
            <translation>e.g.</translation>
        </message>
    </context>
    <context>
        <name>BrowserPage</name>
        <message>
            <source>any</source>
            <translation>any</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>Scenario</translation>
        </message>
        <message>
            <source>Difficulty</source>
            <translation>Difficulty</translation>
        </message>
        <message>
            <source>Skills</source>
            <translation>Skills</translation>
        </message>
        <message>
            <source>Clauses</source>
            <translation>Clauses</translation>
        </message>
        <message>
            <source>%1 of %2 scenarios</source>
            <translation>%1 of %2 scenarios</translation>
        </message>
        <message>
            <source>No scenario matches these filters.</source>
            <translation>No scenario matches these filters.</translation>
        </message>
        <message>
            <source>Scenarios</source>
            <translation>Scenarios</translation>
        </message>
        <message>
            <source>&amp;Skill:</source>
            <translation>&amp;Skill:</translation>
        </message>
        <message>
            <source>C&amp;lause:</source>
            <translation>C&amp;lause:</translation>
        </message>
        <message>
            <source>&amp;Difficulty:</source>
            <translation>&amp;Difficulty:</translation>
        </message>
        <message>
            <source>Back [Esc]</source>
            <translation>Back [Esc]</translation>
        </message>
        <message>
            <source>Start practice [Enter]</source>
            <translation>Start practice [Enter]</translation>
        </message>
        <message>
            <source>Arrow keys choose, Enter starts</source>
            <translation>Arrow keys choose, Enter starts</translation>
        </message>
    </context>
    <context>
        <name>CloseAttempt</name>
        <message>
            <source>Close this attempt?</source>
            <translation>Close this attempt?</translation>
        </message>
        <message>
            <source>Close attempt %1 (%2) without a grade? It ends now, unscored and sealed in your name, and the trainee cannot continue it. This cannot be undone.</source>
            <translation>Close attempt %1 (%2) without a grade? It ends now, unscored and sealed in your name, and the trainee cannot continue it. This cannot be undone.</translation>
        </message>
        <message>
            <source>Close without a grade</source>
            <translation>Close without a grade</translation>
        </message>
        <message>
            <source>Keep it interrupted</source>
            <translation>Keep it interrupted</translation>
        </message>
    </context>
    <context>
        <name>DealerTable</name>
        <message>
            <source>Cards</source>
            <translation>Cards</translation>
        </message>
        <message>
            <source>Bets: select an area, then settle</source>
            <translation>Bets: select an area, then settle</translation>
        </message>
        <message>
            <source>Shuffle</source>
            <translation>Shuffle</translation>
        </message>
        <message>
            <source>Shuffle by hand or with the machine, as the table does (Shift+S: the other way)</source>
            <translation>Shuffle by hand or with the machine, as the table does (Shift+S: the other way)</translation>
        </message>
        <message>
            <source>Where the cut card goes: cards from the top</source>
            <translation>Where the cut card goes: cards from the top</translation>
        </message>
        <message>
            <source>at </source>
            <translation>at </translation>
        </message>
        <message>
            <source>Cut</source>
            <translation>Cut</translation>
        </message>
        <message>
            <source>Put the cut card at the chosen position</source>
            <translation>Put the cut card at the chosen position</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>Dealer</translation>
        </message>
        <message>
            <source>Deal to the dealer's box (or click it)</source>
            <translation>Deal to the dealer's box (or click it)</translation>
        </message>
        <message>
            <source>Community</source>
            <translation>Community</translation>
        </message>
        <message>
            <source>Deal the community cards (or click the area)</source>
            <translation>Deal the community cards (or click the area)</translation>
        </message>
        <message>
            <source>Burn</source>
            <translation>Burn</translation>
        </message>
        <message>
            <source>Burn a card to the discard rack (or click the rack)</source>
            <translation>Burn a card to the discard rack (or click the rack)</translation>
        </message>
        <message>
            <source>Reveal</source>
            <translation>Reveal</translation>
        </message>
        <message>
            <source>Turn the dealer's cards face up</source>
            <translation>Turn the dealer's cards face up</translation>
        </message>
        <message>
            <source>Reveal comm.</source>
            <translation>Reveal comm.</translation>
        </message>
        <message>
            <source>Turn the community cards face up</source>
            <translation>Turn the community cards face up</translation>
        </message>
        <message>
            <source>Collect</source>
            <translation>Collect</translation>
        </message>
        <message>
            <source>Collect the selected folded seat's cards</source>
            <translation>Collect the selected folded seat's cards</translation>
        </message>
        <message>
            <source>Turn up</source>
            <translation>Turn up</translation>
        </message>
        <message>
            <source>Turn the selected seat's hand face up before settling its bets (or click its cards)</source>
            <translation>Turn the selected seat's hand face up before settling its bets (or click its cards)</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>Clear</translation>
        </message>
        <message>
            <source>Clear the table: the round ends</source>
            <translation>Clear the table: the round ends</translation>
        </message>
        <message>
            <source>Qualifies</source>
            <translation>Qualifies</translation>
        </message>
        <message>
            <source>Declare: the dealer qualifies</source>
            <translation>Declare: the dealer qualifies</translation>
        </message>
        <message>
            <source>Not qual.</source>
            <translation>Not qual.</translation>
        </message>
        <message>
            <source>Declare: the dealer does not qualify</source>
            <translation>Declare: the dealer does not qualify</translation>
        </message>
        <message>
            <source>Rulings…</source>
            <translation>Rulings…</translation>
        </message>
        <message>
            <source>Void round, dead cards, call the floor …</source>
            <translation>Void round, dead cards, call the floor …</translation>
        </message>
        <message>
            <source>&amp;Void round</source>
            <translation>&amp;Void round</translation>
        </message>
        <message>
            <source>&amp;Continue the round</source>
            <translation>&amp;Continue the round</translation>
        </message>
        <message>
            <source>&amp;Dead cards (selected seat)</source>
            <translation>&amp;Dead cards (selected seat)</translation>
        </message>
        <message>
            <source>&amp;Reshuffle</source>
            <translation>&amp;Reshuffle</translation>
        </message>
        <message>
            <source>C&amp;hange the shuffler</source>
            <translation>C&amp;hange the shuffler</translation>
        </message>
        <message>
            <source>&amp;Switch to the shoe</source>
            <translation>&amp;Switch to the shoe</translation>
        </message>
        <message>
            <source>C&amp;lose the table</source>
            <translation>C&amp;lose the table</translation>
        </message>
        <message>
            <source>Call the &amp;floor (selected seat)</source>
            <translation>Call the &amp;floor (selected seat)</translation>
        </message>
        <message>
            <source>amount (keys 0–9, chips)</source>
            <translation>amount (keys 0–9, chips)</translation>
        </message>
        <message>
            <source>Type with the number keys or the keypad, or click / drag chips from the tray</source>
            <translation>Type with the number keys or the keypad, or click / drag chips from the tray</translation>
        </message>
        <message>
            <source>Take</source>
            <translation>Take</translation>
        </message>
        <message>
            <source>The losing bet goes to the house</source>
            <translation>The losing bet goes to the house</translation>
        </message>
        <message>
            <source>Push</source>
            <translation>Push</translation>
        </message>
        <message>
            <source>Return or leave the bet, no payout</source>
            <translation>Return or leave the bet, no payout</translation>
        </message>
        <message>
            <source>Pay</source>
            <translation>Pay</translation>
        </message>
        <message>
            <source>Pay the amount to the selected bet</source>
            <translation>Pay the amount to the selected bet</translation>
        </message>
        <message>
            <source>Pay the amount as the seat's Ante Bonus</source>
            <translation>Pay the amount as the seat's Ante Bonus</translation>
        </message>
        <message>
            <source>Refuse bet</source>
            <translation>Refuse bet</translation>
        </message>
        <message>
            <source>Refuse the selected bet</source>
            <translation>Refuse the selected bet</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Hint</translation>
        </message>
        <message>
            <source>Show the next correct action and its clause</source>
            <translation>Show the next correct action and its clause</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Undo</translation>
        </message>
        <message>
            <source>Take back the last action</source>
            <translation>Take back the last action</translation>
        </message>
        <message>
            <source>Stop this round here: it counts as it stands and the exam goes on</source>
            <translation>Stop this round here: it counts as it stands and the exam goes on</translation>
        </message>
        <message>
            <source>End the round</source>
            <translation>End the round</translation>
        </message>
        <message>
            <source>Stop here and see the grade</source>
            <translation>Stop here and see the grade</translation>
        </message>
        <message>
            <source>Take back the last digit or chip (Backspace)</source>
            <translation>Take back the last digit or chip (Backspace)</translation>
        </message>
        <message>
            <source>Clear the payout being built (W or Esc)</source>
            <translation>Clear the payout being built (W or Esc)</translation>
        </message>
        <message>
            <source>Back to the table</source>
            <translation>Back to the table</translation>
        </message>
        <message>
            <source>Leave the review</source>
            <translation>Leave the review</translation>
        </message>
        <message>
            <source>Deal this round again</source>
            <translation>Deal this round again</translation>
        </message>
        <message>
            <source>Start the same scenario again</source>
            <translation>Start the same scenario again</translation>
        </message>
        <message>
            <source>Click a seat, the dealer's box or the community area to deal (keys 1–7, D, C); Ctrl+click or right-click selects a seat; click a bet area to select it; click or drag chips from the tray to build the amount.</source>
            <translation>Click a seat, the dealer's box or the community area to deal (keys 1–7, D, C); Ctrl+click or right-click selects a seat; click a bet area to select it; click or drag chips from the tray to build the amount.</translation>
        </message>
        <message>
            <source>Actions so far</source>
            <translation>Actions so far</translation>
        </message>
        <message>
            <source>Click an action to see the table right after it (Esc returns)</source>
            <translation>Click an action to see the table right after it (Esc returns)</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>nothing</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>Seat %1</translation>
        </message>
        <message>
            <source>Dealer table</source>
            <translation>Dealer table</translation>
        </message>
        <message>
            <source>Reviewing: the table after %1 actions. Esc returns.</source>
            <translation>Reviewing: the table after %1 actions. Esc returns.</translation>
        </message>
        <message>
            <source>Actions: %1</source>
            <translation>Actions: %1</translation>
        </message>
        <message>
            <source>Selected: %1</source>
            <translation>Selected: %1</translation>
        </message>
        <message>
            <source>The shuffler's fault light is on.</source>
            <translation>The shuffler's fault light is on.</translation>
        </message>
        <message>
            <source>The shoe is ready: bets are down.</source>
            <translation>The shoe is ready: bets are down.</translation>
        </message>
        <message>
            <source>The players have decided: play or fold.</source>
            <translation>The players have decided: play or fold.</translation>
        </message>
        <message>
            <source>A card slipped to seat %1.</source>
            <translation>A card slipped to seat %1.</translation>
        </message>
        <message>
            <source>A card was exposed: %1.</source>
            <translation>A card was exposed: %1.</translation>
        </message>
        <message>
            <source>Seat %1 put a bet down late.</source>
            <translation>Seat %1 put a bet down late.</translation>
        </message>
        <message>
            <source>Round over</source>
            <translation>Round over</translation>
        </message>
        <message>
            <source>Void round cleared: reshuffle</source>
            <translation>Void round cleared: reshuffle</translation>
        </message>
        <message>
            <source>Table closed</source>
            <translation>Table closed</translation>
        </message>
        <message>
            <source>is recording results</source>
            <translation>is recording results</translation>
        </message>
        <message>
            <source>is working out a betting system</source>
            <translation>is working out a betting system</translation>
        </message>
        <message>
            <source>left the table during the round</source>
            <translation>left the table during the round</translation>
        </message>
        <message>
            <source>is telling others the cards</source>
            <translation>is telling others the cards</translation>
        </message>
        <message>
            <source>is trying to disclose the dealer's cards</source>
            <translation>is trying to disclose the dealer's cards</translation>
        </message>
        <message>
            <source>The player at seat %1 %2.</source>
            <translation>The player at seat %1 %2.</translation>
        </message>
        <message>
            <source>A card of seat %1 was exposed.</source>
            <translation>A card of seat %1 was exposed.</translation>
        </message>
        <message>
            <source>One of the dealer's cards was exposed.</source>
            <translation>One of the dealer's cards was exposed.</translation>
        </message>
        <message>
            <source>A community card was exposed.</source>
            <translation>A community card was exposed.</translation>
        </message>
        <message>
            <source>Undone: %1</source>
            <translation>Undone: %1</translation>
        </message>
        <message>
            <source>Next: %1</source>
            <translation>Next: %1</translation>
        </message>
        <message>
            <source>Keys: %1</source>
            <translation>Keys: %1</translation>
        </message>
        <message>
            <source>The trainer could not judge %1; it was not done.</source>
            <translation>The trainer could not judge %1; it was not done.</translation>
        </message>
        <message>
            <source>Select a bet area first: click it, or step with [ and ].</source>
            <translation>Select a bet area first: click it, or step with [ and ].</translation>
        </message>
        <message>
            <source>Select a seat first: Ctrl+click it, or Ctrl+1–7.</source>
            <translation>Select a seat first: Ctrl+click it, or Ctrl+1–7.</translation>
        </message>
        <message>
            <source>Type the amount first (number keys, keypad or chips).</source>
            <translation>Type the amount first (number keys, keypad or chips).</translation>
        </message>
        <message>
            <source>Action %1</source>
            <translation>Action %1</translation>
        </message>
        <message>
            <source>Click a mistake to see the table as it was at that step</source>
            <translation>Click a mistake to see the table as it was at that step</translation>
        </message>
        <message>
            <source>Which seat?</source>
            <translation>Which seat?</translation>
        </message>
        <message>
            <source>Seat number:</source>
            <translation>Seat number:</translation>
        </message>
    </context>
    <context>
        <name>DrillPage</name>
        <message>
            <source>Payout drills</source>
            <translation>Payout drills</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Player</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>Dealer</translation>
        </message>
        <message>
            <source>Community cards</source>
            <translation>Community cards</translation>
        </message>
        <message>
            <source>Jackpot pool: %1</source>
            <translation>Jackpot pool: %1</translation>
        </message>
        <message>
            <source>Settle now: %1 %2</source>
            <translation>Settle now: %1 %2</translation>
        </message>
        <message>
            <source>Pay [Enter]</source>
            <translation>Pay [Enter]</translation>
        </message>
        <message>
            <source>Take [T]</source>
            <translation>Take [T]</translation>
        </message>
        <message>
            <source>Push [P]</source>
            <translation>Push [P]</translation>
        </message>
        <message>
            <source>Clear [W]</source>
            <translation>Clear [W]</translation>
        </message>
        <message>
            <source>Back [Esc]</source>
            <translation>Back [Esc]</translation>
        </message>
        <message>
            <source>amount (keys 0–9 or chips)</source>
            <translation>amount (keys 0–9 or chips)</translation>
        </message>
        <message>
            <source>✓ %1: %2 (%3 s)</source>
            <translation>✓ %1: %2 (%3 s)</translation>
        </message>
        <message>
            <source>✗ %4 %1: you %2; the right settlement: %3</source>
            <translation>✗ %4 %1: you %2; the right settlement: %3</translation>
        </message>
        <message>
            <source>Streak %1 (best %2) · %3 of %4 right · median %5 s per payout (fast ≤ %6 s, on target ≤ %7 s)</source>
            <translation>Streak %1 (best %2) · %3 of %4 right · median %5 s per payout (fast ≤ %6 s, on target ≤ %7 s)</translation>
        </message>
        <message>
            <source>pay %1</source>
            <translation>pay %1</translation>
        </message>
        <message>
            <source>take the bet</source>
            <translation>take the bet</translation>
        </message>
        <message>
            <source>push (the bet stays)</source>
            <translation>push (the bet stays)</translation>
        </message>
        <message>
            <source>paid %1</source>
            <translation>paid %1</translation>
        </message>
        <message>
            <source>took the bet</source>
            <translation>took the bet</translation>
        </message>
        <message>
            <source>pushed the bet</source>
            <translation>pushed the bet</translation>
        </message>
        <message>
            <source>Settle each bet of the seat, as fast as you can do it right.</source>
            <translation>Settle each bet of the seat, as fast as you can do it right.</translation>
        </message>
        <message>
            <source>%1 line(s) due for review · weakest: %2</source>
            <translation>%1 line(s) due for review · weakest: %2</translation>
        </message>
        <message>
            <source>Your practice cannot be kept: %1</source>
            <translation>Your practice cannot be kept: %1</translation>
        </message>
    </context>
    <context>
        <name>ExamBuilder</name>
        <message>
            <source>difficulty %1</source>
            <translation>difficulty %1</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>Scenario</translation>
        </message>
        <message>
            <source>Skills</source>
            <translation>Skills</translation>
        </message>
        <message>
            <source>Difficulty</source>
            <translation>Difficulty</translation>
        </message>
        <message>
            <source>any</source>
            <translation>any</translation>
        </message>
        <message>
            <source>%1, saved on this PC</source>
            <translation>%1, saved on this PC</translation>
        </message>
        <message>
            <source>Exam builder</source>
            <translation>Exam builder</translation>
        </message>
        <message>
            <source>Exam:</source>
            <translation>Exam:</translation>
        </message>
        <message>
            <source>A new exam, not saved yet</source>
            <translation>A new exam, not saved yet</translation>
        </message>
        <message>
            <source>The exam shown; choose another exam file to open it</source>
            <translation>The exam shown; choose another exam file to open it</translation>
        </message>
        <message>
            <source>New exam</source>
            <translation>New exam</translation>
        </message>
        <message>
            <source>Save exam [Ctrl+S]</source>
            <translation>Save exam [Ctrl+S]</translation>
        </message>
        <message>
            <source>The exam</source>
            <translation>The exam</translation>
        </message>
        <message>
            <source>&amp;Id (file name):</source>
            <translation>&amp;Id (file name):</translation>
        </message>
        <message>
            <source>lower-case letters, digits, . _ -</source>
            <translation>lower-case letters, digits, . _ -</translation>
        </message>
        <message>
            <source>Title in &amp;English:</source>
            <translation>Title in &amp;English:</translation>
        </message>
        <message>
            <source>Title in &amp;Chinese:</source>
            <translation>Title in &amp;Chinese:</translation>
        </message>
        <message>
            <source>Version:</source>
            <translation>Version:</translation>
        </message>
        <message>
            <source>&amp;Time limit:</source>
            <translation>&amp;Time limit:</translation>
        </message>
        <message>
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <source>&amp;Pass mark:</source>
            <translation>&amp;Pass mark:</translation>
        </message>
        <message>
            <source>Any critical error fails the exam, whatever the score</source>
            <translation>Any critical error fails the exam, whatever the score</translation>
        </message>
        <message>
            <source>Lowest figure allowed per skill:</source>
            <translation>Lowest figure allowed per skill:</translation>
        </message>
        <message>
            <source>Scenarios every trainee deals, in this order</source>
            <translation>Scenarios every trainee deals, in this order</translation>
        </message>
        <message>
            <source>Library:</source>
            <translation>Library:</translation>
        </message>
        <message>
            <source>In the exam:</source>
            <translation>In the exam:</translation>
        </message>
        <message>
            <source>Add →</source>
            <translation>Add →</translation>
        </message>
        <message>
            <source>← Remove</source>
            <translation>← Remove</translation>
        </message>
        <message>
            <source>Up</source>
            <translation>Up</translation>
        </message>
        <message>
            <source>Down</source>
            <translation>Down</translation>
        </message>
        <message>
            <source>Then drawn at random for each attempt</source>
            <translation>Then drawn at random for each attempt</translation>
        </message>
        <message>
            <source>S&amp;kill:</source>
            <translation>S&amp;kill:</translation>
        </message>
        <message>
            <source>&amp;Difficulty:</source>
            <translation>&amp;Difficulty:</translation>
        </message>
        <message>
            <source>C&amp;ount:</source>
            <translation>C&amp;ount:</translation>
        </message>
        <message>
            <source>Add draw</source>
            <translation>Add draw</translation>
        </message>
        <message>
            <source>Remove the selected draw</source>
            <translation>Remove the selected draw</translation>
        </message>
        <message>
            <source>Problems</source>
            <translation>Problems</translation>
        </message>
        <message>
            <source>What a few seeds would deal</source>
            <translation>What a few seeds would deal</translation>
        </message>
        <message>
            <source>any difficulty</source>
            <translation>any difficulty</translation>
        </message>
        <message>
            <source>%1 × %2, %3</source>
            <translation>%1 × %2, %3</translation>
        </message>
        <message>
            <source>new — saving makes version %1</source>
            <translation>new — saving makes version %1</translation>
        </message>
        <message>
            <source>%1 — saving a change makes version %2</source>
            <translation>%1 — saving a change makes version %2</translation>
        </message>
        <message>
            <source>Minimum for %1</source>
            <translation>Minimum for %1</translation>
        </message>
        <message>
            <source>Scenario %1</source>
            <translation>Scenario %1</translation>
        </message>
        <message>
            <source>Draw %1</source>
            <translation>Draw %1</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>Id</translation>
        </message>
        <message>
            <source>Title in English</source>
            <translation>Title in English</translation>
        </message>
        <message>
            <source>Title in Chinese</source>
            <translation>Title in Chinese</translation>
        </message>
        <message>
            <source>Scenarios</source>
            <translation>Scenarios</translation>
        </message>
        <message>
            <source>Time limit</source>
            <translation>Time limit</translation>
        </message>
        <message>
            <source>Pass mark</source>
            <translation>Pass mark</translation>
        </message>
        <message>
            <source>give the exam an id (it names the file, and every attempt records it)</source>
            <translation>give the exam an id (it names the file, and every attempt records it)</translation>
        </message>
        <message>
            <source>use lower-case letters, digits, '.', '_' or '-' only, at most 80</source>
            <translation>use lower-case letters, digits, '.', '_' or '-' only, at most 80</translation>
        </message>
        <message>
            <source>the exam needs a title in this language</source>
            <translation>the exam needs a title in this language</translation>
        </message>
        <message>
            <source>at most %1 characters</source>
            <translation>at most %1 characters</translation>
        </message>
        <message>
            <source>add a scenario or a draw (or both)</source>
            <translation>add a scenario or a draw (or both)</translation>
        </message>
        <message>
            <source>the file %1 is not there</source>
            <translation>the file %1 is not there</translation>
        </message>
        <message>
            <source>%1 is in the exam twice</source>
            <translation>%1 is in the exam twice</translation>
        </message>
        <message>
            <source>no scenario of the exam tests %1: every attempt would show it as “not tested”, and a skill not tested meets any minimum, so this one would check nothing</source>
            <translation>no scenario of the exam tests %1: every attempt would show it as “not tested”, and a skill not tested meets any minimum, so this one would check nothing</translation>
        </message>
        <message>
            <source>only some of the scenarios the draws can deal test %1: an attempt dealt none of them shows it as “not tested”, and a skill not tested meets any minimum</source>
            <translation>only some of the scenarios the draws can deal test %1: an attempt dealt none of them shows it as “not tested”, and a skill not tested meets any minimum</translation>
        </message>
        <message>
            <source>needs %1 scenario(s) training %2 at difficulty %3, the library has %4</source>
            <translation>needs %1 scenario(s) training %2 at difficulty %3, the library has %4</translation>
        </message>
        <message>
            <source>the draws before it can take what it needs (seed %1 finds too few scenarios left)</source>
            <translation>the draws before it can take what it needs (seed %1 finds too few scenarios left)</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>None: the exam can be saved.</source>
            <translation>None: the exam can be saved.</translation>
        </message>
        <message>
            <source>Shown once the problems are solved.</source>
            <translation>Shown once the problems are solved.</translation>
        </message>
        <message>
            <source>Seed %1:</source>
            <translation>Seed %1:</translation>
        </message>
        <message>
            <source>A new exam: give it an id and titles, then add scenarios or draws.</source>
            <translation>A new exam: give it an id and titles, then add scenarios or draws.</translation>
        </message>
        <message>
            <source>Opened %1</source>
            <translation>Opened %1</translation>
        </message>
        <message>
            <source>Cannot open: %1</source>
            <translation>Cannot open: %1</translation>
        </message>
        <message>
            <source>Saved version %1 to %2</source>
            <translation>Saved version %1 to %2</translation>
        </message>
        <message>
            <source>Saved version %1 to %2: the Exams page lists it.</source>
            <translation>Saved version %1 to %2: the Exams page lists it.</translation>
        </message>
        <message>
            <source>Nothing changed: %2 stays at version %1</source>
            <translation>Nothing changed: %2 stays at version %1</translation>
        </message>
        <message>
            <source>Not saved: %1</source>
            <translation>Not saved: %1</translation>
        </message>
        <message>
            <source>Save the exam</source>
            <translation>Save the exam</translation>
        </message>
        <message>
            <source>Exam files (*.toml)</source>
            <translation>Exam files (*.toml)</translation>
        </message>
    </context>
    <context>
        <name>ExamChooser</name>
        <message>
            <source>Choose the exam to take:</source>
            <translation>Choose the exam to take:</translation>
        </message>
        <message>
            <source>Take this exam [Enter]</source>
            <translation>Take this exam [Enter]</translation>
        </message>
        <message>
            <source>Back [Esc]</source>
            <translation>Back [Esc]</translation>
        </message>
        <message>
            <source>No sitting is open for this PC now: these are practice exams (unofficial), their results do not count.</source>
            <translation>No sitting is open for this PC now: these are practice exams (unofficial), their results do not count.</translation>
        </message>
        <message>
            <source>Practice exams (unofficial): the result does not count</source>
            <translation>Practice exams (unofficial): the result does not count</translation>
        </message>
        <message>
            <source>Sitting %1: %2 — open until %3</source>
            <translation>Sitting %1: %2 — open until %3</translation>
        </message>
        <message>
            <source>Sittings open now: the result counts once the trainer signs the sitting off</source>
            <translation>Sittings open now: the result counts once the trainer signs the sitting off</translation>
        </message>
        <message>
            <source>The sittings cannot be read now: %1</source>
            <translation>The sittings cannot be read now: %1</translation>
        </message>
        <message>
            <source>saved on this PC, version %1</source>
            <translation>saved on this PC, version %1</translation>
        </message>
        <message>
            <source>Saved on this PC by a trainer (%1).</source>
            <translation>Saved on this PC by a trainer (%1).</translation>
        </message>
        <message>
            <source>Installed with the trainer.</source>
            <translation>Installed with the trainer.</translation>
        </message>
        <message>
            <source>saved on this PC</source>
            <translation>saved on this PC</translation>
        </message>
        <message>
            <source>installed with the trainer</source>
            <translation>installed with the trainer</translation>
        </message>
        <message>
            <source>It is the newest version of this exam: version %1 (%2, %3) is not listed.</source>
            <translation>It is the newest version of this exam: version %1 (%2, %3) is not listed.</translation>
        </message>
        <message>
            <source>This sitting's exam (%1, version %2) is not among the exam files of this PC, or its file was changed after the sitting was opened. It cannot be taken here: ask the trainer.</source>
            <translation>This sitting's exam (%1, version %2) is not among the exam files of this PC, or its file was changed after the sitting was opened. It cannot be taken here: ask the trainer.</translation>
        </message>
    </context>
    <context>
        <name>ExamEndRound</name>
        <message>
            <source>End this scenario?</source>
            <translation>End this scenario?</translation>
        </message>
        <message>
            <source>End this scenario now? It is graded as it stands and cannot be dealt again. After the last scenario the exam ends.</source>
            <translation>End this scenario now? It is graded as it stands and cannot be dealt again. After the last scenario the exam ends.</translation>
        </message>
        <message>
            <source>End the scenario</source>
            <translation>End the scenario</translation>
        </message>
        <message>
            <source>Keep dealing</source>
            <translation>Keep dealing</translation>
        </message>
    </context>
    <context>
        <name>ExamResult</name>
        <message>
            <source>Back [Esc]</source>
            <translation>Back [Esc]</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>Scenario</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>Errors</source>
            <translation>Errors</translation>
        </message>
        <message>
            <source>%1 (%2 critical)</source>
            <translation>%1 (%2 critical)</translation>
        </message>
        <message>
            <source>Why the exam was not passed:</source>
            <translation>Why the exam was not passed:</translation>
        </message>
        <message>
            <source>The score, %1, is under the pass mark of %2.</source>
            <translation>The score, %1, is under the pass mark of %2.</translation>
        </message>
        <message>
            <source>%1 reached %2%, under its minimum of %3%.</source>
            <translation>%1 reached %2%, under its minimum of %3%.</translation>
        </message>
        <message>
            <source>Scenario %1 has a critical error: any critical error fails this exam.</source>
            <translation>Scenario %1 has a critical error: any critical error fails this exam.</translation>
        </message>
        <message>
            <source>Scenarios %1 have a critical error: any critical error fails this exam.</source>
            <translation>Scenarios %1 have a critical error: any critical error fails this exam.</translation>
        </message>
        <message>
            <source>%1 MOP was paid wrongly over the scenarios, more than this exam's limit of %2 MOP.</source>
            <translation>%1 MOP was paid wrongly over the scenarios, more than this exam's limit of %2 MOP.</translation>
        </message>
    </context>
    <context>
        <name>ExamRules</name>
        <message>
            <source>Time limit: %1 minutes for the whole exam; when it runs out the exam ends.</source>
            <translation>Time limit: %1 minutes for the whole exam; when it runs out the exam ends.</translation>
        </message>
        <message>
            <source>Time limit: 1 minute for the whole exam; when it runs out the exam ends.</source>
            <translation>Time limit: 1 minute for the whole exam; when it runs out the exam ends.</translation>
        </message>
        <message>
            <source>Pass mark: %1 out of 100 (the mean of the scenarios' scores).</source>
            <translation>Pass mark: %1 out of 100 (the mean of the scenarios' scores).</translation>
        </message>
        <message>
            <source>Scenarios: %1, dealt one after the other.</source>
            <translation>Scenarios: %1, dealt one after the other.</translation>
        </message>
        <message>
            <source>Each of these skills must reach its minimum: %1.</source>
            <translation>Each of these skills must reach its minimum: %1.</translation>
        </message>
        <message>
            <source>Any critical error in any scenario fails the exam, whatever the score.</source>
            <translation>Any critical error in any scenario fails the exam, whatever the score.</translation>
        </message>
        <message>
            <source>More than %1 MOP paid wrongly over all the scenarios (too much and too little added up) fails the exam, whatever the score.</source>
            <translation>More than %1 MOP paid wrongly over all the scenarios (too much and too little added up) fails the exam, whatever the score.</translation>
        </message>
        <message>
            <source>No hints, no undo and no feedback until the end. Every action is recorded as you make it.</source>
            <translation>No hints, no undo and no feedback until the end. Every action is recorded as you make it.</translation>
        </message>
    </context>
    <context>
        <name>ExamScreens</name>
        <message>
            <source>&amp;Exams</source>
            <translation>&amp;Exams</translation>
        </message>
        <message>
            <source>&amp;Trainer tools (%1 interrupted)</source>
            <translation>&amp;Trainer tools (%1 interrupted)</translation>
        </message>
        <message>
            <source>&amp;Trainer tools</source>
            <translation>&amp;Trainer tools</translation>
        </message>
        <message>
            <source>%1 exam attempt(s) stopped before the end (the program was closed or killed). Every recorded action is kept. A trainer must resume or close them in the trainer tools.</source>
            <translation>%1 exam attempt(s) stopped before the end (the program was closed or killed). Every recorded action is kept. A trainer must resume or close them in the trainer tools.</translation>
        </message>
        <message>
            <source>Interrupted exams</source>
            <translation>Interrupted exams</translation>
        </message>
        <message>
            <source>Open the trainer tools</source>
            <translation>Open the trainer tools</translation>
        </message>
        <message>
            <source>Later</source>
            <translation>Later</translation>
        </message>
        <message>
            <source>Exams</source>
            <translation>Exams</translation>
        </message>
    </context>
    <context>
        <name>ExamSession</name>
        <message>
            <source>Trainee name or ID:</source>
            <translation>Trainee name or ID:</translation>
        </message>
        <message>
            <source>Start the exam</source>
            <translation>Start the exam</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Done</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Try again</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>Scenario</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>Step</translation>
        </message>
        <message>
            <source>Clause</source>
            <translation>Clause</translation>
        </message>
        <message>
            <source>Severity</source>
            <translation>Severity</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>Message</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>Round %1 of %2</source>
            <translation>Round %1 of %2</translation>
        </message>
        <message>
            <source>A name is at most 80 characters, without control characters such as line breaks or tabs.</source>
            <translation>A name is at most 80 characters, without control characters such as line breaks or tabs.</translation>
        </message>
        <message>
            <source>The results cannot be stored: the disk is full or the results folder cannot be written. The table is paused. Everything stored so far is kept; what you did last is shown and held here, and it is stored when you press Try again. Free some space, then press Try again.</source>
            <translation>The results cannot be stored: the disk is full or the results folder cannot be written. The table is paused. Everything stored so far is kept; what you did last is shown and held here, and it is stored when you press Try again. Free some space, then press Try again.</translation>
        </message>
        <message>
            <source>Time left %1</source>
            <translation>Time left %1</translation>
        </message>
        <message>
            <source>Passed</source>
            <translation>Passed</translation>
        </message>
        <message>
            <source>Not passed</source>
            <translation>Not passed</translation>
        </message>
        <message>
            <source>Trainee: %1</source>
            <translation>Trainee: %1</translation>
        </message>
        <message>
            <source>Score: %1 (pass mark %2)</source>
            <translation>Score: %1 (pass mark %2)</translation>
        </message>
        <message>
            <source>The time ran out.</source>
            <translation>The time ran out.</translation>
        </message>
        <message>
            <source>Choose your name</source>
            <translation>Choose your name</translation>
        </message>
        <message>
            <source>Sitting %1, opened by %2. Choose your name among its candidates. The attempt is provisional until the trainer signs the sitting off; then it is official.</source>
            <translation>Sitting %1, opened by %2. Choose your name among its candidates. The attempt is provisional until the trainer signs the sitting off; then it is official.</translation>
        </message>
        <message>
            <source>The exam cannot start in this sitting. The reason:</source>
            <translation>The exam cannot start in this sitting. The reason:</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>Your name:</translation>
        </message>
        <message>
            <source>The results store refused what was done at the table; the table is paused. Ask the trainer.</source>
            <translation>The results store refused what was done at the table; the table is paused. Ask the trainer.</translation>
        </message>
        <message>
            <source>The results store closed this attempt with what was recorded: nothing more can be stored in it. A trainer sees its result in the trainer tools.</source>
            <translation>The results store closed this attempt with what was recorded: nothing more can be stored in it. A trainer sees its result in the trainer tools.</translation>
        </message>
        <message>
            <source>What was done at the table after that time is not part of the attempt.</source>
            <translation>What was done at the table after that time is not part of the attempt.</translation>
        </message>
    </context>
    <context>
        <name>HistoryChart</name>
        <message>
            <source>Score %1 · passed</source>
            <translation>Score %1 · passed</translation>
        </message>
        <message>
            <source>Score %1 · not passed</source>
            <translation>Score %1 · not passed</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Date</translation>
        </message>
        <message>
            <source>Exam history of %1</source>
            <translation>Exam history of %1</translation>
        </message>
        <message>
            <source>Select a trainee to see the history</source>
            <translation>Select a trainee to see the history</translation>
        </message>
        <message>
            <source>%1 has no graded exam yet.</source>
            <translation>%1 has no graded exam yet.</translation>
        </message>
    </context>
    <context>
        <name>HomePage</name>
        <message>
            <source>Fortune 3 Card Poker — dealer trainer</source>
            <translation>Fortune 3 Card Poker — dealer trainer</translation>
        </message>
        <message>
            <source>Macao rules: dispatch 89/2025, amended by 94/2025</source>
            <translation>Macao rules: dispatch 89/2025, amended by 94/2025</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Language:</translation>
        </message>
        <message>
            <source>Switch the language (Ctrl+L)</source>
            <translation>Switch the language (Ctrl+L)</translation>
        </message>
        <message>
            <source>T&amp;heme:</source>
            <translation>T&amp;heme:</translation>
        </message>
        <message>
            <source>Dark, as the table, or light for a bright room; remembered for the next start</source>
            <translation>Dark, as the table, or light for a bright room; remembered for the next start</translation>
        </message>
        <message>
            <source>The exam screens are not installed in this build</source>
            <translation>The exam screens are not installed in this build</translation>
        </message>
    </context>
    <context>
        <name>ItemAnalysisView</name>
        <message>
            <source>Item analysis</source>
            <translation>Item analysis</translation>
        </message>
        <message>
            <source>&amp;Trainee:</source>
            <translation>&amp;Trainee:</translation>
        </message>
        <message>
            <source>&amp;Exam:</source>
            <translation>&amp;Exam:</translation>
        </message>
        <message>
            <source>From</source>
            <translation>From</translation>
        </message>
        <message>
            <source>Until</source>
            <translation>Until</translation>
        </message>
        <message>
            <source>By month</source>
            <translation>By month</translation>
        </message>
        <message>
            <source>By week</source>
            <translation>By week</translation>
        </message>
        <message>
            <source>r_pb: how well passing a scenario goes with doing well on the exam's other scenarios (0.3 or more separates strong from weak trainees; below 0.1, or negative, is worth a look: too easy, too hard, or luck). U−L: pass rate of the top 27 % minus the bottom 27 %. — : too few attempts, or all passed or failed alike.</source>
            <translation>r_pb: how well passing a scenario goes with doing well on the exam's other scenarios (0.3 or more separates strong from weak trainees; below 0.1, or negative, is worth a look: too easy, too hard, or luck). U−L: pass rate of the top 27 % minus the bottom 27 %. — : too few attempts, or all passed or failed alike.</translation>
        </message>
        <message>
            <source>Per scenario</source>
            <translation>Per scenario</translation>
        </message>
        <message>
            <source>Per exam</source>
            <translation>Per exam</translation>
        </message>
        <message>
            <source>Per trainee</source>
            <translation>Per trainee</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>Scenario</translation>
        </message>
        <message>
            <source>Taken</source>
            <translation>Taken</translation>
        </message>
        <message>
            <source>Passed</source>
            <translation>Passed</translation>
        </message>
        <message>
            <source>Mean score</source>
            <translation>Mean score</translation>
        </message>
        <message>
            <source>Most frequent errors</source>
            <translation>Most frequent errors</translation>
        </message>
        <message>
            <source>Exam</source>
            <translation>Exam</translation>
        </message>
        <message>
            <source>Period</source>
            <translation>Period</translation>
        </message>
        <message>
            <source>Attempts</source>
            <translation>Attempts</translation>
        </message>
        <message>
            <source>Pass rate</source>
            <translation>Pass rate</translation>
        </message>
        <message>
            <source>Trainee</source>
            <translation>Trainee</translation>
        </message>
        <message>
            <source>Started</source>
            <translation>Started</translation>
        </message>
        <message>
            <source>Item</source>
            <translation>Item</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Result</translation>
        </message>
        <message>
            <source>Errors</source>
            <translation>Errors</translation>
        </message>
        <message>
            <source>Check the records</source>
            <translation>Check the records</translation>
        </message>
        <message>
            <source>Check every finished attempt's seal and grade each of its rounds again from the actions recorded: a record changed after it was sealed is found and named</source>
            <translation>Check every finished attempt's seal and grade each of its rounds again from the actions recorded: a record changed after it was sealed is found and named</translation>
        </message>
        <message>
            <source>Export this table as CSV…</source>
            <translation>Export this table as CSV…</translation>
        </message>
        <message>
            <source>Export the analysis as PDF…</source>
            <translation>Export the analysis as PDF…</translation>
        </message>
        <message>
            <source>all</source>
            <translation>all</translation>
        </message>
        <message>
            <source>Reading the attempts…</source>
            <translation>Reading the attempts…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>%1 ×%2, e.g. “%3”</source>
            <translation>%1 ×%2, e.g. “%3”</translation>
        </message>
        <message>
            <source>%1 (version %2)</source>
            <translation>%1 (version %2)</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>passed</translation>
        </message>
        <message>
            <source>not passed</source>
            <translation>not passed</translation>
        </message>
        <message>
            <source>1 finished attempt</source>
            <translation>1 finished attempt</translation>
        </message>
        <message>
            <source>%1 finished attempts</source>
            <translation>%1 finished attempts</translation>
        </message>
        <message>
            <source>more than %1 items: choose a trainee to see a history</source>
            <translation>more than %1 items: choose a trainee to see a history</translation>
        </message>
        <message>
            <source>records checked at %1: all in order</source>
            <translation>records checked at %1: all in order</translation>
        </message>
        <message>
            <source>records checked at %1: problems found</source>
            <translation>records checked at %1: problems found</translation>
        </message>
        <message>
            <source>Seals not checked in these figures: use “Check the records”</source>
            <translation>Seals not checked in these figures: use “Check the records”</translation>
        </message>
        <message>
            <source>Checking the records…</source>
            <translation>Checking the records…</translation>
        </message>
        <message>
            <source>1 finished attempt checked: its seal matches, and its rounds graded again give the grades recorded.</source>
            <translation>1 finished attempt checked: its seal matches, and its rounds graded again give the grades recorded.</translation>
        </message>
        <message>
            <source>%1 finished attempts checked: every seal matches, and every round graded again gives the grade recorded.</source>
            <translation>%1 finished attempts checked: every seal matches, and every round graded again gives the grade recorded.</translation>
        </message>
        <message>
            <source>attempts whose record no longer matches its seal or its grade (changed after it was sealed): %1</source>
            <translation>attempts whose record no longer matches its seal or its grade (changed after it was sealed): %1</translation>
        </message>
        <message>
            <source>the results database itself is damaged, or its seal key cannot be read here</source>
            <translation>the results database itself is damaged, or its seal key cannot be read here</translation>
        </message>
        <message>
            <source>1 attempt is not finished (not sealed yet): it was not checked.</source>
            <translation>1 attempt is not finished (not sealed yet): it was not checked.</translation>
        </message>
        <message>
            <source>%1 attempts are not finished (not sealed yet): they were not checked.</source>
            <translation>%1 attempts are not finished (not sealed yet): they were not checked.</translation>
        </message>
        <message>
            <source>The check found problems (%1 finished attempts checked):</source>
            <translation>The check found problems (%1 finished attempts checked):</translation>
        </message>
        <message>
            <source>attempts that cannot be graded again on this PC (a scenario file is missing or was changed): %1</source>
            <translation>attempts that cannot be graded again on this PC (a scenario file is missing or was changed): %1</translation>
        </message>
        <message>
            <source>trainer accounts were changed or deleted outside the trainer</source>
            <translation>trainer accounts were changed or deleted outside the trainer</translation>
        </message>
        <message>
            <source>signed-off sittings were changed after their sign-off</source>
            <translation>signed-off sittings were changed after their sign-off</translation>
        </message>
        <message>
            <source>the results were rolled back or replaced by an older copy</source>
            <translation>the results were rolled back or replaced by an older copy</translation>
        </message>
        <message>
            <source>1 attempt was graded under older grading rules: its seal was checked, its rounds were not graded again.</source>
            <translation>1 attempt was graded under older grading rules: its seal was checked, its rounds were not graded again.</translation>
        </message>
        <message>
            <source>%1 attempts were graded under older grading rules: their seals were checked, their rounds were not graded again.</source>
            <translation>%1 attempts were graded under older grading rules: their seals were checked, their rounds were not graded again.</translation>
        </message>
        <message>
            <source>Export this table as CSV</source>
            <translation>Export this table as CSV</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>CSV files (*.csv)</translation>
        </message>
        <message>
            <source>Export the analysis as PDF</source>
            <translation>Export the analysis as PDF</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>PDF files (*.pdf)</translation>
        </message>
        <message>
            <source>Cannot write %1: %2</source>
            <translation>Cannot write %1: %2</translation>
        </message>
        <message>
            <source>Wrote %1</source>
            <translation>Wrote %1</translation>
        </message>
    </context>
    <context>
        <name>LearnerPanel</name>
        <message>
            <source>Your practice</source>
            <translation>Your practice</translation>
        </message>
        <message>
            <source>Type your name or staff id to see what is due, how you stand and what to practise next.</source>
            <translation>Type your name or staff id to see what is due, how you stand and what to practise next.</translation>
        </message>
        <message>
            <source>Due today: %1 (%2 now)</source>
            <translation>Due today: %1 (%2 now)</translation>
        </message>
        <message>
            <source>Nothing due today.</source>
            <translation>Nothing due today.</translation>
        </message>
        <message>
            <source>Mastery (right in recent answers)</source>
            <translation>Mastery (right in recent answers)</translation>
        </message>
        <message>
            <source>no answers yet</source>
            <translation>no answers yet</translation>
        </message>
        <message>
            <source>Weak: %1</source>
            <translation>Weak: %1</translation>
        </message>
        <message>
            <source>Weak: none (no skill under 90 % over 3 or more recent answers)</source>
            <translation>Weak: none (no skill under 90 % over 3 or more recent answers)</translation>
        </message>
        <message>
            <source>Weakest: %1</source>
            <translation>Weakest: %1</translation>
        </message>
        <message>
            <source>Time per payout: median %1 s → %2 s over %3 sessions</source>
            <translation>Time per payout: median %1 s → %2 s over %3 sessions</translation>
        </message>
        <message>
            <source>Time per payout: median %1 s (one session)</source>
            <translation>Time per payout: median %1 s (one session)</translation>
        </message>
        <message>
            <source>Time per payout: no timed payouts yet</source>
            <translation>Time per payout: no timed payouts yet</translation>
        </message>
        <message>
            <source>Median seconds per payout in each session, the latest on the right; dashed: the %1 s target</source>
            <translation>Median seconds per payout in each session, the latest on the right; dashed: the %1 s target</translation>
        </message>
        <message>
            <source>&amp;Next exercise</source>
            <translation>&amp;Next exercise</translation>
        </message>
        <message>
            <source>Picked from your answers: what you missed lately first, then what is weak, then what is due; never what you just did right while something else waits</source>
            <translation>Picked from your answers: what you missed lately first, then what is weak, then what is due; never what you just did right while something else waits</translation>
        </message>
        <message>
            <source>A payout drill on %1</source>
            <translation>A payout drill on %1</translation>
        </message>
        <message>
            <source>A round that asks for %1</source>
            <translation>A round that asks for %1</translation>
        </message>
        <message>
            <source>A Practice round (about one in eight with an irregularity)</source>
            <translation>A Practice round (about one in eight with an irregularity)</translation>
        </message>
        <message>
            <source>Your practice cannot be kept: %1</source>
            <translation>Your practice cannot be kept: %1</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>&amp;Practice a scenario</source>
            <translation>&amp;Practice a scenario</translation>
        </message>
        <message>
            <source>Deal &amp;me rounds</source>
            <translation>Deal &amp;me rounds</translation>
        </message>
        <message>
            <source>Payout &amp;drills</source>
            <translation>Payout &amp;drills</translation>
        </message>
        <message>
            <source>&amp;Exams</source>
            <translation>&amp;Exams</translation>
        </message>
        <message>
            <source>&amp;Rules and readings</source>
            <translation>&amp;Rules and readings</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quit</translation>
        </message>
        <message>
            <source>The theme could not be kept for the next start: %1</source>
            <translation>The theme could not be kept for the next start: %1</translation>
        </message>
        <message>
            <source>富貴三寶 Fortune 3 Card Poker — dealer trainer</source>
            <translation>富貴三寶 Fortune 3 Card Poker — dealer trainer</translation>
        </message>
        <message>
            <source>Home (Ctrl+H)</source>
            <translation>Home (Ctrl+H)</translation>
        </message>
        <message>
            <source>Scenarios (Ctrl+B)</source>
            <translation>Scenarios (Ctrl+B)</translation>
        </message>
        <message>
            <source>%1 (Ctrl+L)</source>
            <translation>%1 (Ctrl+L)</translation>
        </message>
        <message>
            <source>Full screen (F11)</source>
            <translation>Full screen (F11)</translation>
        </message>
        <message>
            <source>Ready. Every control has a key: see the tooltips.</source>
            <translation>Ready. Every control has a key: see the tooltips.</translation>
        </message>
    </context>
    <context>
        <name>PassphraseDialog</name>
        <message>
            <source>Trainer sign-in</source>
            <translation>Trainer sign-in</translation>
        </message>
        <message>
            <source>No trainer is set up yet. Choose a trainer name and a passphrase of at least 8 characters; trainees take exams without it, the trainer tools need it.</source>
            <translation>No trainer is set up yet. Choose a trainer name and a passphrase of at least 8 characters; trainees take exams without it, the trainer tools need it.</translation>
        </message>
        <message>
            <source>The trainer tools need a trainer's passphrase.</source>
            <translation>The trainer tools need a trainer's passphrase.</translation>
        </message>
        <message>
            <source>Trainer:</source>
            <translation>Trainer:</translation>
        </message>
        <message>
            <source>Passphrase:</source>
            <translation>Passphrase:</translation>
        </message>
        <message>
            <source>Passphrase again:</source>
            <translation>Passphrase again:</translation>
        </message>
        <message>
            <source>Enter the trainer's name.</source>
            <translation>Enter the trainer's name.</translation>
        </message>
        <message>
            <source>A name is at most 80 characters, without control characters such as line breaks or tabs.</source>
            <translation>A name is at most 80 characters, without control characters such as line breaks or tabs.</translation>
        </message>
        <message>
            <source>The two passphrases differ.</source>
            <translation>The two passphrases differ.</translation>
        </message>
        <message>
            <source>A passphrase needs at least 8 characters.</source>
            <translation>A passphrase needs at least 8 characters.</translation>
        </message>
        <message>
            <source>Wrong trainer name or passphrase.</source>
            <translation>Wrong trainer name or passphrase.</translation>
        </message>
        <message>
            <source>Too many wrong passphrases: wait %1 seconds, then try again.</source>
            <translation>Too many wrong passphrases: wait %1 seconds, then try again.</translation>
        </message>
    </context>
    <context>
        <name>PracticePage</name>
        <message>
            <source>Skills</source>
            <translation>Skills</translation>
        </message>
        <message>
            <source>Clauses</source>
            <translation>Clauses</translation>
        </message>
        <message>
            <source>Difficulty</source>
            <translation>Difficulty</translation>
        </message>
        <message>
            <source>Briefing</source>
            <translation>Briefing</translation>
        </message>
        <message>
            <source>Back to the scenarios [Esc]</source>
            <translation>Back to the scenarios [Esc]</translation>
        </message>
        <message>
            <source>Start the round [Enter]</source>
            <translation>Start the round [Enter]</translation>
        </message>
        <message>
            <source>Keys: S shuffle · X cut · 1–7 deal to a seat · D dealer · C community · B burn · R / V reveal · U turn a hand face up · K collect · Q / N dealer qualifies / does not · G rulings · [ ] choose a bet area · digits + Enter pay · T take · P push · A Ante Bonus · Del refuse · L clear · H hint · Ctrl+Z undo</source>
            <translation>Keys: S shuffle · X cut · 1–7 deal to a seat · D dealer · C community · B burn · R / V reveal · U turn a hand face up · K collect · Q / N dealer qualifies / does not · G rulings · [ ] choose a bet area · digits + Enter pay · T take · P push · A Ante Bonus · Del refuse · L clear · H hint · Ctrl+Z undo</translation>
        </message>
    </context>
    <context>
        <name>ProfileRow</name>
        <message>
            <source>Practising as (name or staff id):</source>
            <translation>Practising as (name or staff id):</translation>
        </message>
        <message>
            <source>Your answers are kept under this name, and what you miss comes back sooner next time.</source>
            <translation>Your answers are kept under this name, and what you miss comes back sooner next time.</translation>
        </message>
    </context>
    <context>
        <name>ReadingsPage</name>
        <message>
            <source>Reading 1 — a tie (A7.1, A13.3)</source>
            <translation>Reading 1 — a tie (A7.1, A13.3)</translation>
        </message>
        <message>
            <source>Reading 2 — Ante Bonus (A13.4)</source>
            <translation>Reading 2 — Ante Bonus (A13.4)</translation>
        </message>
        <message>
            <source>The Ante Bonus is paid only to a seat that played; it does not depend on the dealer qualifying, and it is paid even when the hand loses.</source>
            <translation>The Ante Bonus is paid only to a seat that played; it does not depend on the dealer qualifying, and it is paid even when the hand loses.</translation>
        </message>
        <message>
            <source>Reading 3 — several Progressive winners (A15.4–A15.6, A16.3)</source>
            <translation>Reading 3 — several Progressive winners (A15.4–A15.6, A16.3)</translation>
        </message>
        <message>
            <source>Each Straight Flush gets the larger of its fixed amount and a tenth of the pool before the round; they are paid first and each takes its tenth from the pool. A Royal Flush then gets the larger of its fixed amount and what is left, and the pool restarts at the seed. Four of a Kind, Full House and Flush get their fixed amounts and leave the pool as it is.</source>
            <translation>Each Straight Flush gets the larger of its fixed amount and a tenth of the pool before the round; they are paid first and each takes its tenth from the pool. A Royal Flush then gets the larger of its fixed amount and what is left, and the pool restarts at the seed. Four of a Kind, Full House and Flush get their fixed amounts and leave the pool as it is.</translation>
        </message>
        <message>
            <source>Reading 4 — order of Progressive payouts (A15.3, A15.5)</source>
            <translation>Reading 4 — order of Progressive payouts (A15.3, A15.5)</translation>
        </message>
        <message>
            <source>Winners are paid from the dealer's left, except that a Royal Flush is paid after every Straight Flush.</source>
            <translation>Winners are paid from the dealer's left, except that a Royal Flush is paid after every Straight Flush.</translation>
        </message>
        <message>
            <source>After revealing the dealer's hand and calling the qualifier, the dealer turns each player's hand face up before settling any bet that depends on it: every hand that played, and a fold kept for its Pair Plus or side bet. A folded Ante is taken and the fold's cards collected face down; a void round returns the bets. The seats may be turned one by one or several first.</source>
            <translation>After revealing the dealer's hand and calling the qualifier, the dealer turns each player's hand face up before settling any bet that depends on it: every hand that played, and a fold kept for its Pair Plus or side bet. A folded Ante is taken and the fold's cards collected face down; a void round returns the bets. The seats may be turned one by one or several first.</translation>
        </message>
        <message>
            <source>Rules and readings</source>
            <translation>Rules and readings</translation>
        </message>
        <message>
            <source>Back [Esc]</source>
            <translation>Back [Esc]</translation>
        </message>
        <message>
            <source>Hand ranking</source>
            <translation>Hand ranking</translation>
        </message>
        <message>
            <source>Pay tables</source>
            <translation>Pay tables</translation>
        </message>
        <message>
            <source>Readings and terms</source>
            <translation>Readings and terms</translation>
        </message>
        <message>
            <source>The regulation</source>
            <translation>The regulation</translation>
        </message>
        <message>
            <source>&amp;Text:</source>
            <translation>&amp;Text:</translation>
        </message>
        <message>
            <source>中文 — the authoritative text</source>
            <translation>中文 — the authoritative text</translation>
        </message>
        <message>
            <source>English — the project's rendering</source>
            <translation>English — the project's rendering</translation>
        </message>
        <message>
            <source>Three cards of one suit in sequence.</source>
            <translation>Three cards of one suit in sequence.</translation>
        </message>
        <message>
            <source>Three cards of one rank.</source>
            <translation>Three cards of one rank.</translation>
        </message>
        <message>
            <source>Three cards in sequence, not all of one suit.</source>
            <translation>Three cards in sequence, not all of one suit.</translation>
        </message>
        <message>
            <source>Three cards of one suit, not in sequence.</source>
            <translation>Three cards of one suit, not in sequence.</translation>
        </message>
        <message>
            <source>Two cards of one rank and an odd card.</source>
            <translation>Two cards of one rank and an odd card.</translation>
        </message>
        <message>
            <source>None of the above: the highest card decides, then the next.</source>
            <translation>None of the above: the highest card decides, then the next.</translation>
        </message>
        <message>
            <source>The hands of the Ante, Play and Pair Plus, best first (A7.1)</source>
            <translation>The hands of the Ante, Play and Pair Plus, best first (A7.1)</translation>
        </message>
        <message>
            <source>As amended by dispatch 94/2025: Three of a Kind beats a Straight, and a Straight beats a Flush.</source>
            <translation>As amended by dispatch 94/2025: Three of a Kind beats a Straight, and a Straight beats a Flush.</translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>Hand</translation>
        </message>
        <message>
            <source>Example</source>
            <translation>Example</translation>
        </message>
        <message>
            <source>What it is</source>
            <translation>What it is</translation>
        </message>
        <message>
            <source>Card order: A K Q J 10 9 8 7 6 5 4 3 2; 3-2-A is the lowest sequence (A6).</source>
            <translation>Card order: A K Q J 10 9 8 7 6 5 4 3 2; 3-2-A is the lowest sequence (A6).</translation>
        </message>
        <message>
            <source>The dealer plays on with Queen-high or better (A13.1–A13.2).</source>
            <translation>The dealer plays on with Queen-high or better (A13.1–A13.2).</translation>
        </message>
        <message>
            <source>Equal hands tie: the Ante and the Play are returned (Reading 1).</source>
            <translation>Equal hands tie: the Ante and the Play are returned (Reading 1).</translation>
        </message>
        <message>
            <source>Paid on the Ante to a player who played, whatever the dealer holds (Reading 2). Example: Ante %1.</source>
            <translation>Paid on the Ante to a player who played, whatever the dealer holds (Reading 2). Example: Ante %1.</translation>
        </message>
        <message>
            <source>Wins on a Pair or better, whatever the dealer holds (A13.5). Example: stake %1.</source>
            <translation>Wins on a Pair or better, whatever the dealer holds (A13.5). Example: stake %1.</translation>
        </message>
        <message>
            <source>The best five of the player's three cards and the dealer's three (A14). Example: stake %1; the example shows the player's cards, then the dealer's.</source>
            <translation>The best five of the player's three cards and the dealer's three (A14). Example: stake %1; the example shows the player's cards, then the dealer's.</translation>
        </message>
        <message>
            <source>The player's three cards with the two community cards (A15.1). The fixed amounts and the pool are the casino's: the examples use the trainer's default amounts and a pool of %2 (Reading 3). Example: stake %1.</source>
            <translation>The player's three cards with the two community cards (A15.1). The fixed amounts and the pool are the casino's: the examples use the trainer's default amounts and a pool of %2 (Reading 3). Example: stake %1.</translation>
        </message>
        <message>
            <source>Pays</source>
            <translation>Pays</translation>
        </message>
        <message>
            <source>Example payout</source>
            <translation>Example payout</translation>
        </message>
        <message>
            <source>%1 to 1</source>
            <translation>%1 to 1</translation>
        </message>
        <message>
            <source>the fixed amount (%1)</source>
            <translation>the fixed amount (%1)</translation>
        </message>
        <message>
            <source>the fixed amount (%1) or the whole pool, whichever is more</source>
            <translation>the fixed amount (%1) or the whole pool, whichever is more</translation>
        </message>
        <message>
            <source>the fixed amount (%1) or %2% of the pool, whichever is more</source>
            <translation>the fixed amount (%1) or %2% of the pool, whichever is more</translation>
        </message>
        <message>
            <source>pays %1</source>
            <translation>pays %1</translation>
        </message>
        <message>
            <source>wins %1, the stake stays</source>
            <translation>wins %1, the stake stays</translation>
        </message>
        <message>
            <source>When the dealer qualifies and the hands tie, the Ante and the Play push; that includes three odd cards of the same ranks, for which the text names no tie.</source>
            <translation>When the dealer qualifies and the hands tie, the Ante and the Play push; that includes three odd cards of the same ranks, for which the text names no tie.</translation>
        </message>
        <message>
            <source>Reading 5 — left to right (A11.1, A11.2)</source>
            <translation>Reading 5 — left to right (A11.1, A11.2)</translation>
        </message>
        <message>
            <source>Seen from the dealer: seat 1 is the position at the dealer's left, and dealing goes from seat 1 to seat 7.</source>
            <translation>Seen from the dealer: seat 1 is the position at the dealer's left, and dealing goes from seat 1 to seat 7.</translation>
        </message>
        <message>
            <source>Reading 6 — exposed player cards (A17.1.3, A17.4.1)</source>
            <translation>Reading 6 — exposed player cards (A17.1.3, A17.4.1)</translation>
        </message>
        <message>
            <source>The exposed player cards of the whole round are counted together: after the first one the round goes on; a second one, whoever holds it, makes the round void.</source>
            <translation>The exposed player cards of the whole round are counted together: after the first one the round goes on; a second one, whoever holds it, makes the round void.</translation>
        </message>
        <message>
            <source>Reading 7 — community cards (A11.3, A15.1)</source>
            <translation>Reading 7 — community cards (A11.3, A15.1)</translation>
        </message>
        <message>
            <source>They are dealt after every seat has its cards (the reference dealer deals them after the dealer's three) and turned up last, after the qualifier call.</source>
            <translation>They are dealt after every seat has its cards (the reference dealer deals them after the dealer's three) and turned up last, after the qualifier call.</translation>
        </message>
        <message>
            <source>Reading 8 — the shuffle (A9)</source>
            <translation>Reading 8 — the shuffle (A9)</translation>
        </message>
        <message>
            <source>A scenario's deck is the order the cards come out after the shuffle and the cut; the cut position is recorded and must lie inside the deck.</source>
            <translation>A scenario's deck is the order the cards come out after the shuffle and the cut; the cut position is recorded and must lie inside the deck.</translation>
        </message>
        <message>
            <source>Reading 9 — folded cards (A12.3)</source>
            <translation>Reading 9 — folded cards (A12.3)</translation>
        </message>
        <message>
            <source>A folded seat's cards are collected before the dealer's hand is turned up; whether its Ante is taken before or after the cards is house procedure, and either order is accepted unless the scenario sets a house rule.</source>
            <translation>A folded seat's cards are collected before the dealer's hand is turned up; whether its Ante is taken before or after the cards is house procedure, and either order is accepted unless the scenario sets a house rule.</translation>
        </message>
        <message>
            <source>Reading 10 — Progressive bets kept (A17.3)</source>
            <translation>Reading 10 — Progressive bets kept (A17.3)</translation>
        </message>
        <message>
            <source>Only after a dealing breach (A17.1.1) or a shuffler failure (A17.2) do Progressive bets stay for the next round; after exposed cards every bet goes back, the Progressive too.</source>
            <translation>Only after a dealing breach (A17.1.1) or a shuffler failure (A17.2) do Progressive bets stay for the next round; after exposed cards every bet goes back, the Progressive too.</translation>
        </message>
        <message>
            <source>Reading 11 — the players' hands (A12.1, A12.3, A13)</source>
            <translation>Reading 11 — the players' hands (A12.1, A12.3, A13)</translation>
        </message>
        <message>
            <source>Reading 12 — base bets singly (A4.1)</source>
            <translation>Reading 12 — base bets singly (A4.1)</translation>
        </message>
        <message>
            <source>The trainer's tables take the base bets singly or together: a seat may bet the Pair Plus alone (then it makes no Play decision) or the Ante alone.</source>
            <translation>The trainer's tables take the base bets singly or together: a seat may bet the Pair Plus alone (then it makes no Play decision) or the Ante alone.</translation>
        </message>
        <message>
            <source>How this trainer reads the regulation</source>
            <translation>How this trainer reads the regulation</translation>
        </message>
        <message>
            <source>Terms of the regulation</source>
            <translation>Terms of the regulation</translation>
        </message>
        <message>
            <source>The regulation could not be read from %1: %2</source>
            <translation>The regulation could not be read from %1: %2</translation>
        </message>
        <message>
            <source>Fortune 3 Card Poker (富貴三寶): the implementing rules, the Chinese text</source>
            <translation>Fortune 3 Card Poker (富貴三寶): the implementing rules, the Chinese text</translation>
        </message>
        <message>
            <source>The law: dispatch 89/2025 of the Secretary for Economy and Finance of the Macao SAR, dated 30 October 2025, as amended by dispatch 94/2025 (Official Gazette 46/2025), which reordered the items of Art. 7(1); a * marks the items it moved. The Chinese text below is reproduced word for word and is the authoritative text. The English rendering, in this trainer's own words, can be chosen under Text above.</source>
            <translation>The law: dispatch 89/2025 of the Secretary for Economy and Finance of the Macao SAR, dated 30 October 2025, as amended by dispatch 94/2025 (Official Gazette 46/2025), which reordered the items of Art. 7(1); a * marks the items it moved. The Chinese text below is reproduced word for word and is the authoritative text. The English rendering, in this trainer's own words, can be chosen under Text above.</translation>
        </message>
        <message>
            <source>The published text has no article headings: the headings 第N條 below follow the text's own cross-references, and the titles after the numbers are the trainer's. The clause numbers the trainer uses: A11.1 = 第十一條第一款 (Art. 11(1)); A13.4 = 第十三條第（四）項 (Art. 13(iv)); A17.1.2 = 第十七條第一款（二）項 (Art. 17(1)(ii)).</source>
            <translation>The published text has no article headings: the headings 第N條 below follow the text's own cross-references, and the titles after the numbers are the trainer's. The clause numbers the trainer uses: A11.1 = 第十一條第一款 (Art. 11(1)); A13.4 = 第十三條第（四）項 (Art. 13(iv)); A17.1.2 = 第十七條第一款（二）項 (Art. 17(1)(ii)).</translation>
        </message>
        <message>
            <source>Clause</source>
            <translation>Clause</translation>
        </message>
        <message>
            <source>The authoritative text is the Chinese of dispatch 89/2025 as amended by 94/2025.</source>
            <translation>The authoritative text is the Chinese of dispatch 89/2025 as amended by 94/2025.</translation>
        </message>
    </context>
    <context>
        <name>ReplayView</name>
        <message>
            <source>Previous [←]</source>
            <translation>Previous [←]</translation>
        </message>
        <message>
            <source>Next [→]</source>
            <translation>Next [→]</translation>
        </message>
        <message>
            <source>First [Home]</source>
            <translation>First [Home]</translation>
        </message>
        <message>
            <source>Last [End]</source>
            <translation>Last [End]</translation>
        </message>
        <message>
            <source>Choose an attempt to replay.</source>
            <translation>Choose an attempt to replay.</translation>
        </message>
        <message>
            <source>Attempt %1: %2, %3, %4</source>
            <translation>Attempt %1: %2, %3, %4</translation>
        </message>
        <message>
            <source>Cannot replay: %1</source>
            <translation>Cannot replay: %1</translation>
        </message>
        <message>
            <source>Before the first action.</source>
            <translation>Before the first action.</translation>
        </message>
        <message>
            <source>Step %1 of %2: %3</source>
            <translation>Step %1 of %2: %3</translation>
        </message>
    </context>
    <context>
        <name>Report</name>
        <message>
            <source>Exam results report</source>
            <translation>Exam results report</translation>
        </message>
        <message>
            <source>Generated</source>
            <translation>Generated</translation>
        </message>
        <message>
            <source>Attempts</source>
            <translation>Attempts</translation>
        </message>
        <message>
            <source>No attempts</source>
            <translation>No attempts</translation>
        </message>
        <message>
            <source>Attempt</source>
            <translation>Attempt</translation>
        </message>
        <message>
            <source>Trainee</source>
            <translation>Trainee</translation>
        </message>
        <message>
            <source>Exam</source>
            <translation>Exam</translation>
        </message>
        <message>
            <source>Version</source>
            <translation>Version</translation>
        </message>
        <message>
            <source>Started</source>
            <translation>Started</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>Finished</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Result</translation>
        </message>
        <message>
            <source>Pass mark</source>
            <translation>Pass mark</translation>
        </message>
        <message>
            <source>Passed</source>
            <translation>Passed</translation>
        </message>
        <message>
            <source>Failed</source>
            <translation>Failed</translation>
        </message>
        <message>
            <source>Not graded</source>
            <translation>Not graded</translation>
        </message>
        <message>
            <source>Closed by</source>
            <translation>Closed by</translation>
        </message>
        <message>
            <source>Entered</source>
            <translation>Entered</translation>
        </message>
        <message>
            <source>Taken in the app by</source>
            <translation>Taken in the app by</translation>
        </message>
        <message>
            <source>Typed in on the command line by trainer</source>
            <translation>Typed in on the command line by trainer</translation>
        </message>
        <message>
            <source>Not recorded (an older attempt)</source>
            <translation>Not recorded (an older attempt)</translation>
        </message>
        <message>
            <source>Skills</source>
            <translation>Skills</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>Scenario</translation>
        </message>
        <message>
            <source>Actions</source>
            <translation>Actions</translation>
        </message>
        <message>
            <source>Errors</source>
            <translation>Errors</translation>
        </message>
        <message>
            <source>No errors</source>
            <translation>No errors</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>Step</translation>
        </message>
        <message>
            <source>Clause</source>
            <translation>Clause</translation>
        </message>
        <message>
            <source>Severity</source>
            <translation>Severity</translation>
        </message>
        <message>
            <source>Message</source>
            <translation>Message</translation>
        </message>
        <message>
            <source>Standing</source>
            <translation>Standing</translation>
        </message>
    </context>
    <context>
        <name>ResultsModel</name>
        <message>
            <source>Trainee</source>
            <translation>Trainee</translation>
        </message>
        <message>
            <source>Exam</source>
            <translation>Exam</translation>
        </message>
        <message>
            <source>Started</source>
            <translation>Started</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>Finished</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>Passed</source>
            <translation>Passed</translation>
        </message>
        <message>
            <source>Weakest skill</source>
            <translation>Weakest skill</translation>
        </message>
        <message>
            <source>Overpaid / underpaid</source>
            <translation>Overpaid / underpaid</translation>
        </message>
        <message>
            <source>Time per payout</source>
            <translation>Time per payout</translation>
        </message>
        <message>
            <source>Entered</source>
            <translation>Entered</translation>
        </message>
        <message>
            <source>in the app</source>
            <translation>in the app</translation>
        </message>
        <message>
            <source>command line</source>
            <translation>command line</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>unknown</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Yes</translation>
        </message>
        <message>
            <source>No</source>
            <translation>No</translation>
        </message>
        <message>
            <source>Standing</source>
            <translation>Standing</translation>
        </message>
    </context>
    <context>
        <name>RoundsPage</name>
        <message>
            <source>Learn — no irregularities, the next step always shown</source>
            <translation>Learn — no irregularities, the next step always shown</translation>
        </message>
        <message>
            <source>Guided — a few irregularities, hints on request</source>
            <translation>Guided — a few irregularities, hints on request</translation>
        </message>
        <message>
            <source>Practice — about one round in eight with an irregularity</source>
            <translation>Practice — about one round in eight with an irregularity</translation>
        </message>
        <message>
            <source>Table-ready — one round in four, no help until the grade</source>
            <translation>Table-ready — one round in four, no help until the grade</translation>
        </message>
        <message>
            <source>Deal me rounds</source>
            <translation>Deal me rounds</translation>
        </message>
        <message>
            <source>&amp;Mode:</source>
            <translation>&amp;Mode:</translation>
        </message>
        <message>
            <source>Next round [N]</source>
            <translation>Next round [N]</translation>
        </message>
        <message>
            <source>Save this round as a scenario… [Ctrl+S]</source>
            <translation>Save this round as a scenario… [Ctrl+S]</translation>
        </message>
        <message>
            <source>Back [Esc]</source>
            <translation>Back [Esc]</translation>
        </message>
        <message>
            <source>Round %1 · rounds graded %2 · mean score %3</source>
            <translation>Round %1 · rounds graded %2 · mean score %3</translation>
        </message>
        <message>
            <source>Saved: %1</source>
            <translation>Saved: %1</translation>
        </message>
        <message>
            <source>Not saved: %1</source>
            <translation>Not saved: %1</translation>
        </message>
        <message>
            <source>Save the round as a scenario</source>
            <translation>Save the round as a scenario</translation>
        </message>
        <message>
            <source>Your practice cannot be kept: %1</source>
            <translation>Your practice cannot be kept: %1</translation>
        </message>
    </context>
    <context>
        <name>ScenarioEditor</name>
        <message>
            <source>By hand: shoe and cut card</source>
            <translation>By hand: shoe and cut card</translation>
        </message>
        <message>
            <source>Shuffling machine, one card at a time</source>
            <translation>Shuffling machine, one card at a time</translation>
        </message>
        <message>
            <source>Shuffling machine, three cards at a time</source>
            <translation>Shuffling machine, three cards at a time</translation>
        </message>
        <message>
            <source>A card exposed by mistake</source>
            <translation>A card exposed by mistake</translation>
        </message>
        <message>
            <source>A card dealt to the wrong place</source>
            <translation>A card dealt to the wrong place</translation>
        </message>
        <message>
            <source>The shuffler fails</source>
            <translation>The shuffler fails</translation>
        </message>
        <message>
            <source>A bet placed late</source>
            <translation>A bet placed late</translation>
        </message>
        <message>
            <source>A player's conduct (Art. 18)</source>
            <translation>A player's conduct (Art. 18)</translation>
        </message>
        <message>
            <source>records the results</source>
            <translation>records the results</translation>
        </message>
        <message>
            <source>works out a betting system</source>
            <translation>works out a betting system</translation>
        </message>
        <message>
            <source>leaves the table during the round</source>
            <translation>leaves the table during the round</translation>
        </message>
        <message>
            <source>tells others the cards</source>
            <translation>tells others the cards</translation>
        </message>
        <message>
            <source>tries to disclose the dealer's cards</source>
            <translation>tries to disclose the dealer's cards</translation>
        </message>
        <message>
            <source>a side bet without a base bet (A4.2): to refuse</source>
            <translation>a side bet without a base bet (A4.2): to refuse</translation>
        </message>
        <message>
            <source>a side bet the table does not offer (A3.4): to refuse</source>
            <translation>a side bet the table does not offer (A3.4): to refuse</translation>
        </message>
        <message>
            <source>a bet outside the table limits (A10.1): to refuse</source>
            <translation>a bet outside the table limits (A10.1): to refuse</translation>
        </message>
        <message>
            <source>chips of a player seated elsewhere (A10.2): to refuse</source>
            <translation>chips of a player seated elsewhere (A10.2): to refuse</translation>
        </message>
        <message>
            <source>Burned</source>
            <translation>Burned</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>Seat %1</translation>
        </message>
        <message>
            <source>&amp;New table</source>
            <translation>&amp;New table</translation>
        </message>
        <message>
            <source>Start from an empty table</source>
            <translation>Start from an empty table</translation>
        </message>
        <message>
            <source>Open from the library</source>
            <translation>Open from the library</translation>
        </message>
        <message>
            <source>Start from the bundled scenario chosen on the left</source>
            <translation>Start from the bundled scenario chosen on the left</translation>
        </message>
        <message>
            <source>Seed of the generated round</source>
            <translation>Seed of the generated round</translation>
        </message>
        <message>
            <source>&amp;Generate</source>
            <translation>&amp;Generate</translation>
        </message>
        <message>
            <source>Start from a generated round (the seed on the left)</source>
            <translation>Start from a generated round (the seed on the left)</translation>
        </message>
        <message>
            <source>&amp;Open file… [Ctrl+O]</source>
            <translation>&amp;Open file… [Ctrl+O]</translation>
        </message>
        <message>
            <source>&amp;Save [Ctrl+S]</source>
            <translation>&amp;Save [Ctrl+S]</translation>
        </message>
        <message>
            <source>Save &amp;as…</source>
            <translation>Save &amp;as…</translation>
        </message>
        <message>
            <source>Words</source>
            <translation>Words</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Table</translation>
        </message>
        <message>
            <source>Bets</source>
            <translation>Bets</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>Cards</translation>
        </message>
        <message>
            <source>Irregularities</source>
            <translation>Irregularities</translation>
        </message>
        <message>
            <source>Test play</source>
            <translation>Test play</translation>
        </message>
        <message>
            <source>Problems (click one to go to its field):</source>
            <translation>Problems (click one to go to its field):</translation>
        </message>
        <message>
            <source>Id (file name):</source>
            <translation>Id (file name):</translation>
        </message>
        <message>
            <source>Lower-case letters, digits, _ . - ; the file is saved as &lt;id&gt;.toml</source>
            <translation>Lower-case letters, digits, _ . - ; the file is saved as &lt;id&gt;.toml</translation>
        </message>
        <message>
            <source>Title (English):</source>
            <translation>Title (English):</translation>
        </message>
        <message>
            <source>Title (繁體中文):</source>
            <translation>Title (繁體中文):</translation>
        </message>
        <message>
            <source>Briefing (English):</source>
            <translation>Briefing (English):</translation>
        </message>
        <message>
            <source>Briefing (繁體中文):</source>
            <translation>Briefing (繁體中文):</translation>
        </message>
        <message>
            <source>Skills:</source>
            <translation>Skills:</translation>
        </message>
        <message>
            <source>Clauses:</source>
            <translation>Clauses:</translation>
        </message>
        <message>
            <source>e.g. A11.1, A17.4.1</source>
            <translation>e.g. A11.1, A17.4.1</translation>
        </message>
        <message>
            <source>Difficulty (1–5):</source>
            <translation>Difficulty (1–5):</translation>
        </message>
        <message>
            <source>Irregularity %1</source>
            <translation>Irregularity %1</translation>
        </message>
        <message>
            <source>The file</source>
            <translation>The file</translation>
        </message>
        <message>
            <source>&amp;Round just played</source>
            <translation>&amp;Round just played</translation>
        </message>
        <message>
            <source>Start from the round last dealt at the practice table or in Deal me rounds</source>
            <translation>Start from the round last dealt at the practice table or in Deal me rounds</translation>
        </message>
        <message>
            <source>Suggest from the round</source>
            <translation>Suggest from the round</translation>
        </message>
        <message>
            <source>Skills, clauses and difficulty from what the round contains</source>
            <translation>Skills, clauses and difficulty from what the round contains</translation>
        </message>
        <message>
            <source>Player positions:</source>
            <translation>Player positions:</translation>
        </message>
        <message>
            <source>Shuffling and dealing:</source>
            <translation>Shuffling and dealing:</translation>
        </message>
        <message>
            <source>Side bets offered:</source>
            <translation>Side bets offered:</translation>
        </message>
        <message>
            <source>Table limits:</source>
            <translation>Table limits:</translation>
        </message>
        <message>
            <source>Minimum</source>
            <translation>Minimum</translation>
        </message>
        <message>
            <source>Maximum</source>
            <translation>Maximum</translation>
        </message>
        <message>
            <source>Progressive pool before the round:</source>
            <translation>Progressive pool before the round:</translation>
        </message>
        <message>
            <source>Pool restarts from:</source>
            <translation>Pool restarts from:</translation>
        </message>
        <message>
            <source>Fixed amounts (0: the usual):</source>
            <translation>Fixed amounts (0: the usual):</translation>
        </message>
        <message>
            <source>Cut card at:</source>
            <translation>Cut card at:</translation>
        </message>
        <message>
            <source>A spare shuffler is at hand (A17.2)</source>
            <translation>A spare shuffler is at hand (A17.2)</translation>
        </message>
        <message>
            <source>The table can switch to the shoe (A17.2)</source>
            <translation>The table can switch to the shoe (A17.2)</translation>
        </message>
        <message>
            <source>House rules:</source>
            <translation>House rules:</translation>
        </message>
        <message>
            <source>names, separated by commas</source>
            <translation>names, separated by commas</translation>
        </message>
        <message>
            <source>Click a bet area to put the chosen chip on it, right-click to take one off; click a chip in the tray to choose it. Or type the amounts below (0: no bet).</source>
            <translation>Click a bet area to put the chosen chip on it, right-click to take one off; click a chip in the tray to choose it. Or type the amounts below (0: no bet).</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>Seat</translation>
        </message>
        <message>
            <source>Decision</source>
            <translation>Decision</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Player</translation>
        </message>
        <message>
            <source>Seated elsewhere</source>
            <translation>Seated elsewhere</translation>
        </message>
        <message>
            <source>Conduct</source>
            <translation>Conduct</translation>
        </message>
        <message>
            <source>best play (Q-6-4 or better)</source>
            <translation>best play (Q-6-4 or better)</translation>
        </message>
        <message>
            <source>Conduct…</source>
            <translation>Conduct…</translation>
        </message>
        <message>
            <source>Each slot is one card as the reference dealer deals it with this table's method. Choose a slot, then a card; the slots left open are dealt at random.</source>
            <translation>Each slot is one card as the reference dealer deals it with this table's method. Choose a slot, then a card; the slots left open are dealt at random.</translation>
        </message>
        <message>
            <source>Cards:</source>
            <translation>Cards:</translation>
        </message>
        <message>
            <source>Leave to chance</source>
            <translation>Leave to chance</translation>
        </message>
        <message>
            <source>Clear every choice</source>
            <translation>Clear every choice</translation>
        </message>
        <message>
            <source>New random draw</source>
            <translation>New random draw</translation>
        </message>
        <message>
            <source>What goes wrong while dealing, at the Nth deal (0: as betting opens, for a player's conduct).</source>
            <translation>What goes wrong while dealing, at the Nth deal (0: as betting opens, for a player's conduct).</translation>
        </message>
        <message>
            <source>What happens:</source>
            <translation>What happens:</translation>
        </message>
        <message>
            <source>At deal:</source>
            <translation>At deal:</translation>
        </message>
        <message>
            <source>Which card (1–3):</source>
            <translation>Which card (1–3):</translation>
        </message>
        <message>
            <source>Whose card:</source>
            <translation>Whose card:</translation>
        </message>
        <message>
            <source>Lands at seat:</source>
            <translation>Lands at seat:</translation>
        </message>
        <message>
            <source>The fault persists after the reshuffle</source>
            <translation>The fault persists after the reshuffle</translation>
        </message>
        <message>
            <source>Seat:</source>
            <translation>Seat:</translation>
        </message>
        <message>
            <source>Bet:</source>
            <translation>Bet:</translation>
        </message>
        <message>
            <source>Amount:</source>
            <translation>Amount:</translation>
        </message>
        <message>
            <source>The player:</source>
            <translation>The player:</translation>
        </message>
        <message>
            <source>Add to the timeline</source>
            <translation>Add to the timeline</translation>
        </message>
        <message>
            <source>Remove the selected</source>
            <translation>Remove the selected</translation>
        </message>
        <message>
            <source>Change the selected</source>
            <translation>Change the selected</translation>
        </message>
        <message>
            <source>Replace the irregularity chosen in the timeline by the one above</source>
            <translation>Replace the irregularity chosen in the timeline by the one above</translation>
        </message>
        <message>
            <source>The reference dealer plays the round as it stands: every action, and how each bet ends.</source>
            <translation>The reference dealer plays the round as it stands: every action, and how each bet ends.</translation>
        </message>
        <message>
            <source>Bet</source>
            <translation>Bet</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>Outcome</translation>
        </message>
        <message>
            <source>&amp;Pin as expectations</source>
            <translation>&amp;Pin as expectations</translation>
        </message>
        <message>
            <source>Write this outcome into the file: trainer validate then holds it</source>
            <translation>Write this outcome into the file: trainer validate then holds it</translation>
        </message>
        <message>
            <source>Remove the expectations</source>
            <translation>Remove the expectations</translation>
        </message>
        <message>
            <source>The round cannot be played yet: see the problems.</source>
            <translation>The round cannot be played yet: see the problems.</translation>
        </message>
        <message>
            <source>No problems.</source>
            <translation>No problems.</translation>
        </message>
        <message>
            <source>%1 problem(s): see below</source>
            <translation>%1 problem(s): see below</translation>
        </message>
        <message>
            <source>Valid: trainer validate accepts this scenario</source>
            <translation>Valid: trainer validate accepts this scenario</translation>
        </message>
        <message>
            <source>Chip: %1</source>
            <translation>Chip: %1</translation>
        </message>
        <message>
            <source>Seat %1:
no bet, dead cards (A17.5)</source>
            <translation>Seat %1:
no bet, dead cards (A17.5)</translation>
        </message>
        <message>
            <source>No card is dealt: place a bet, or see the problems.</source>
            <translation>No card is dealt: place a bet, or see the problems.</translation>
        </message>
        <message>
            <source>Deck order (top card first; ? = left to chance): %1 — then the rest at random</source>
            <translation>Deck order (top card first; ? = left to chance): %1 — then the rest at random</translation>
        </message>
        <message>
            <source>deal %1</source>
            <translation>deal %1</translation>
        </message>
        <message>
            <source>burn</source>
            <translation>burn</translation>
        </message>
        <message>
            <source>random</source>
            <translation>random</translation>
        </message>
        <message>
            <source>Deals: %1</source>
            <translation>Deals: %1</translation>
        </message>
        <message>
            <source>the card of that deal</source>
            <translation>the card of that deal</translation>
        </message>
        <message>
            <source>as betting opens</source>
            <translation>as betting opens</translation>
        </message>
        <message>
            <source>card %1</source>
            <translation>card %1</translation>
        </message>
        <message>
            <source>lands at %1</source>
            <translation>lands at %1</translation>
        </message>
        <message>
            <source>persists</source>
            <translation>persists</translation>
        </message>
        <message>
            <source>Expectations pinned: %1 check(s); trainer validate holds the file to them.</source>
            <translation>Expectations pinned: %1 check(s); trainer validate holds the file to them.</translation>
        </message>
        <message>
            <source>No expectations yet: pin these when they are what the rules want.</source>
            <translation>No expectations yet: pin these when they are what the rules want.</translation>
        </message>
        <message>
            <source>pay %1</source>
            <translation>pay %1</translation>
        </message>
        <message>
            <source>take</source>
            <translation>take</translation>
        </message>
        <message>
            <source>push</source>
            <translation>push</translation>
        </message>
        <message>
            <source>refuse</source>
            <translation>refuse</translation>
        </message>
        <message>
            <source>kept for the next round (%1)</source>
            <translation>kept for the next round (%1)</translation>
        </message>
        <message>
            <source>No round has been dealt in this window yet.</source>
            <translation>No round has been dealt in this window yet.</translation>
        </message>
        <message>
            <source>Not saved: %1</source>
            <translation>Not saved: %1</translation>
        </message>
        <message>
            <source>Saved: %1</source>
            <translation>Saved: %1</translation>
        </message>
        <message>
            <source>Open a scenario</source>
            <translation>Open a scenario</translation>
        </message>
        <message>
            <source>Save the scenario</source>
            <translation>Save the scenario</translation>
        </message>
        <message>
            <source>Scenario editor</source>
            <translation>Scenario editor</translation>
        </message>
        <message>
            <source>%1 cannot be opened (line %2):</source>
            <translation>%1 cannot be opened (line %2):</translation>
        </message>
        <message>
            <source>%1 cannot be opened:</source>
            <translation>%1 cannot be opened:</translation>
        </message>
    </context>
    <context>
        <name>Seal</name>
        <message>
            <source>Sealed, seal checked</source>
            <translation>Sealed, seal checked</translation>
        </message>
        <message>
            <source>Seal broken: this record was changed after it was sealed</source>
            <translation>Seal broken: this record was changed after it was sealed</translation>
        </message>
        <message>
            <source>Not sealed</source>
            <translation>Not sealed</translation>
        </message>
        <message>
            <source>Seal not checked: this computer may not read the seal key</source>
            <translation>Seal not checked: this computer may not read the seal key</translation>
        </message>
        <message>
            <source>Sealed</source>
            <translation>Sealed</translation>
        </message>
        <message>
            <source>Seal broken</source>
            <translation>Seal broken</translation>
        </message>
        <message>
            <source>Seal not checked</source>
            <translation>Seal not checked</translation>
        </message>
        <message>
            <source>Seal</source>
            <translation>Seal</translation>
        </message>
        <message>
            <source>Not valid: the seal is broken</source>
            <translation>Not valid: the seal is broken</translation>
        </message>
        <message>
            <source>Attempts with a broken seal, left out of these figures: %1</source>
            <translation>Attempts with a broken seal, left out of these figures: %1</translation>
        </message>
        <message>
            <source>Seals not checked in these figures: to check them, run trainer results verify</source>
            <translation>Seals not checked in these figures: to check them, run trainer results verify</translation>
        </message>
    </context>
    <context>
        <name>Severity</name>
        <message>
            <source>critical</source>
            <translation>critical</translation>
        </message>
        <message>
            <source>major</source>
            <translation>major</translation>
        </message>
        <message>
            <source>minor</source>
            <translation>minor</translation>
        </message>
    </context>
    <context>
        <name>SittingState</name>
        <message>
            <source>Closed</source>
            <translation>Closed</translation>
        </message>
        <message>
            <source>Not open yet</source>
            <translation>Not open yet</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Open</translation>
        </message>
        <message>
            <source>Signed off</source>
            <translation>Signed off</translation>
        </message>
        <message>
            <source>Window over, not closed</source>
            <translation>Window over, not closed</translation>
        </message>
    </context>
    <context>
        <name>SittingsView</name>
        <message>
            <source>%1 of %2</source>
            <translation>%1 of %2</translation>
        </message>
        <message>
            <source>Actions stored</source>
            <translation>Actions stored</translation>
        </message>
        <message>
            <source>Attempts</source>
            <translation>Attempts</translation>
        </message>
        <message>
            <source>Attempts each:</source>
            <translation>Attempts each:</translation>
        </message>
        <message>
            <source>Candidate</source>
            <translation>Candidate</translation>
        </message>
        <message>
            <source>Candidates</source>
            <translation>Candidates</translation>
        </message>
        <message>
            <source>Candidates:</source>
            <translation>Candidates:</translation>
        </message>
        <message>
            <source>Choose a sitting to see its candidates and how far they are.</source>
            <translation>Choose a sitting to see its candidates and how far they are.</translation>
        </message>
        <message>
            <source>Close sitting %1 (%2)? No attempt can start in it any more; those under way go on to their end. This cannot be undone.</source>
            <translation>Close sitting %1 (%2)? No attempt can start in it any more; those under way go on to their end. This cannot be undone.</translation>
        </message>
        <message>
            <source>Close the sitting</source>
            <translation>Close the sitting</translation>
        </message>
        <message>
            <source>Close the sitting…</source>
            <translation>Close the sitting…</translation>
        </message>
        <message>
            <source>Close this sitting?</source>
            <translation>Close this sitting?</translation>
        </message>
        <message>
            <source>Closes</source>
            <translation>Closes</translation>
        </message>
        <message>
            <source>Closes:</source>
            <translation>Closes:</translation>
        </message>
        <message>
            <source>Exam</source>
            <translation>Exam</translation>
        </message>
        <message>
            <source>Exam:</source>
            <translation>Exam:</translation>
        </message>
        <message>
            <source>Keep it open</source>
            <translation>Keep it open</translation>
        </message>
        <message>
            <source>Last attempt</source>
            <translation>Last attempt</translation>
        </message>
        <message>
            <source>No.</source>
            <translation>No.</translation>
        </message>
        <message>
            <source>Not closed. The reason:</source>
            <translation>Not closed. The reason:</translation>
        </message>
        <message>
            <source>Not opened. The reason:</source>
            <translation>Not opened. The reason:</translation>
        </message>
        <message>
            <source>Not opened: list at least one candidate, one a line.</source>
            <translation>Not opened: list at least one candidate, one a line.</translation>
        </message>
        <message>
            <source>Not opened: there is no exam file to open a sitting of.</source>
            <translation>Not opened: there is no exam file to open a sitting of.</translation>
        </message>
        <message>
            <source>Not signed off. The reason:</source>
            <translation>Not signed off. The reason:</translation>
        </message>
        <message>
            <source>Not signed off: an attempt in this sitting is still under way or interrupted. Let it end, or resume or close it under Interrupted attempts, then sign off again. The reason:</source>
            <translation>Not signed off: an attempt in this sitting is still under way or interrupted. Let it end, or resume or close it under Interrupted attempts, then sign off again. The reason:</translation>
        </message>
        <message>
            <source>Not yet</source>
            <translation>Not yet</translation>
        </message>
        <message>
            <source>One a line: a name, or name=staff ID</source>
            <translation>One a line: a name, or name=staff ID</translation>
        </message>
        <message>
            <source>Open a sitting</source>
            <translation>Open a sitting</translation>
        </message>
        <message>
            <source>Open the sitting</source>
            <translation>Open the sitting</translation>
        </message>
        <message>
            <source>Opens</source>
            <translation>Opens</translation>
        </message>
        <message>
            <source>Opens:</source>
            <translation>Opens:</translation>
        </message>
        <message>
            <source>PC logins:</source>
            <translation>PC logins:</translation>
        </message>
        <message>
            <source>Read again</source>
            <translation>Read again</translation>
        </message>
        <message>
            <source>Scenarios begun</source>
            <translation>Scenarios begun</translation>
        </message>
        <message>
            <source>Sign off</source>
            <translation>Sign off</translation>
        </message>
        <message>
            <source>Sign off…</source>
            <translation>Sign off…</translation>
        </message>
        <message>
            <source>Sign sitting %1 (%2) off in your name? Its attempts become official results, and it is closed if it is still open. This cannot be undone.</source>
            <translation>Sign sitting %1 (%2) off in your name? Its attempts become official results, and it is closed if it is still open. This cannot be undone.</translation>
        </message>
        <message>
            <source>Sign this sitting off?</source>
            <translation>Sign this sitting off?</translation>
        </message>
        <message>
            <source>Sitting %1 is closed: no attempt starts in it any more; those under way go on to their end.</source>
            <translation>Sitting %1 is closed: no attempt starts in it any more; those under way go on to their end.</translation>
        </message>
        <message>
            <source>Sitting %1 is open: its candidates can take the exam on the PCs allowed.</source>
            <translation>Sitting %1 is open: its candidates can take the exam on the PCs allowed.</translation>
        </message>
        <message>
            <source>Sitting %1 is signed off: its attempts are official results now.</source>
            <translation>Sitting %1 is signed off: its attempts are official results now.</translation>
        </message>
        <message>
            <source>Sitting %1: its candidates and how far they are (read again every few seconds).</source>
            <translation>Sitting %1: its candidates and how far they are (read again every few seconds).</translation>
        </message>
        <message>
            <source>Sittings</source>
            <translation>Sittings</translation>
        </message>
        <message>
            <source>Sittings (newest first):</source>
            <translation>Sittings (newest first):</translation>
        </message>
        <message>
            <source>Staff ID</source>
            <translation>Staff ID</translation>
        </message>
        <message>
            <source>State</source>
            <translation>State</translation>
        </message>
        <message>
            <source>The sittings cannot be read. The reason:</source>
            <translation>The sittings cannot be read. The reason:</translation>
        </message>
        <message>
            <source>With the results on the department's server: the PCs' logins that may seat the candidates, separated by commas. Left empty, any PC may.</source>
            <translation>With the results on the department's server: the PCs' logins that may seat the candidates, separated by commas. Left empty, any PC may.</translation>
        </message>
        <message>
            <source>any PC</source>
            <translation>any PC</translation>
        </message>
        <message>
            <source>Opened by %1 at %2; PCs: %3.</source>
            <translation>Opened by %1 at %2; PCs: %3.</translation>
        </message>
        <message>
            <source>not started</source>
            <translation>not started</translation>
        </message>
        <message>
            <source>now</source>
            <translation>now</translation>
        </message>
        <message>
            <source>version %1</source>
            <translation>version %1</translation>
        </message>
    </context>
    <context>
        <name>Skill</name>
        <message>
            <source>Dealing</source>
            <translation>Dealing</translation>
        </message>
        <message>
            <source>Irregularities</source>
            <translation>Irregularities</translation>
        </message>
        <message>
            <source>Payouts</source>
            <translation>Payouts</translation>
        </message>
        <message>
            <source>Procedure</source>
            <translation>Procedure</translation>
        </message>
    </context>
    <context>
        <name>SkillResult</name>
        <message>
            <source>not tested</source>
            <translation>not tested</translation>
        </message>
    </context>
    <context>
        <name>Skills</name>
        <message>
            <source>Dealing</source>
            <translation>Dealing</translation>
        </message>
        <message>
            <source>Irregularities</source>
            <translation>Irregularities</translation>
        </message>
        <message>
            <source>Payouts</source>
            <translation>Payouts</translation>
        </message>
        <message>
            <source>Procedure</source>
            <translation>Procedure</translation>
        </message>
    </context>
    <context>
        <name>Standing</name>
        <message>
            <source>Official</source>
            <translation>Official</translation>
        </message>
        <message>
            <source>Provisional</source>
            <translation>Provisional</translation>
        </message>
        <message>
            <source>Unofficial (practice)</source>
            <translation>Unofficial (practice)</translation>
        </message>
    </context>
    <context>
        <name>StandingMeaning</name>
        <message>
            <source>A practice exam, outside any sitting: unofficial, the result does not count.</source>
            <translation>A practice exam, outside any sitting: unofficial, the result does not count.</translation>
        </message>
        <message>
            <source>Taken in a sitting a trainer signed off: the result counts.</source>
            <translation>Taken in a sitting a trainer signed off: the result counts.</translation>
        </message>
        <message>
            <source>Taken in a sitting not signed off yet: provisional until the trainer signs the sitting off, then official.</source>
            <translation>Taken in a sitting not signed off yet: provisional until the trainer signs the sitting off, then official.</translation>
        </message>
    </context>
    <context>
        <name>StartProblem</name>
        <message>
            <source>The exam cannot start</source>
            <translation>The exam cannot start</translation>
        </message>
        <message>
            <source>The exam file has problems, so the exam cannot start. Ask a trainer to correct it: the trainer tools' exam builder shows each problem at its field. The problems found:</source>
            <translation>The exam file has problems, so the exam cannot start. Ask a trainer to correct it: the trainer tools' exam builder shows each problem at its field. The problems found:</translation>
        </message>
    </context>
    <context>
        <name>Status</name>
        <message>
            <source>In progress</source>
            <translation>In progress</translation>
        </message>
        <message>
            <source>Interrupted</source>
            <translation>Interrupted</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>Finished</translation>
        </message>
        <message>
            <source>Timed out</source>
            <translation>Timed out</translation>
        </message>
        <message>
            <source>Closed</source>
            <translation>Closed</translation>
        </message>
    </context>
    <context>
        <name>StoreSettingView</name>
        <message>
            <source>Where results are kept</source>
            <translation>Where results are kept</translation>
        </message>
        <message>
            <source>Now the results are kept on this PC, in the file %1.</source>
            <translation>Now the results are kept on this PC, in the file %1.</translation>
        </message>
        <message>
            <source>Now the results are kept on the server %1.</source>
            <translation>Now the results are kept on the server %1.</translation>
        </message>
        <message>
            <source>TRAINER_STORE is set on this PC and chooses for it: the setting below counts once it is removed.</source>
            <translation>TRAINER_STORE is set on this PC and chooses for it: the setting below counts once it is removed.</translation>
        </message>
        <message>
            <source>This PC's setting cannot be used: %1</source>
            <translation>This PC's setting cannot be used: %1</translation>
        </message>
        <message>
            <source>On this PC (the file in the data folder)</source>
            <translation>On this PC (the file in the data folder)</translation>
        </message>
        <message>
            <source>On the department's server:</source>
            <translation>On the department's server:</translation>
        </message>
        <message>
            <source>The password is not kept here: put it in the login's ~/.pgpass file or in PGPASSWORD. The server is set up once with "trainer store init-server"; "trainer store migrate --to URL" copies this PC's results there.</source>
            <translation>The password is not kept here: put it in the login's ~/.pgpass file or in PGPASSWORD. The server is set up once with "trainer store init-server"; "trainer store migrate --to URL" copies this PC's results there.</translation>
        </message>
        <message>
            <source>Check and keep</source>
            <translation>Check and keep</translation>
        </message>
        <message>
            <source>a password is in the URL. Leave it out: put it in the login's ~/.pgpass file or in PGPASSWORD.</source>
            <translation>a password is in the URL. Leave it out: put it in the login's ~/.pgpass file or in PGPASSWORD.</translation>
        </message>
        <message>
            <source>that is not a PostgreSQL URL (postgresql://login@host:5432/database).</source>
            <translation>that is not a PostgreSQL URL (postgresql://login@host:5432/database).</translation>
        </message>
        <message>
            <source>the server's URL is empty (postgresql://login@host:5432/database).</source>
            <translation>the server's URL is empty (postgresql://login@host:5432/database).</translation>
        </message>
        <message>
            <source>the server could not be opened with it. Its answer: %1</source>
            <translation>the server could not be opened with it. Its answer: %1</translation>
        </message>
        <message>
            <source>Not kept: %1</source>
            <translation>Not kept: %1</translation>
        </message>
        <message>
            <source>Kept: from the next start the results go to %1. Close the trainer and start it again; what was stored in this session stays where it was.</source>
            <translation>Kept: from the next start the results go to %1. Close the trainer and start it again; what was stored in this session stays where it was.</translation>
        </message>
    </context>
    <context>
        <name>TableScene</name>
        <message>
            <source>By hand (shoe)</source>
            <translation>By hand (shoe)</translation>
        </message>
        <message>
            <source>One-card machine</source>
            <translation>One-card machine</translation>
        </message>
        <message>
            <source>Three-card machine</source>
            <translation>Three-card machine</translation>
        </message>
        <message>
            <source>%1-card machine</source>
            <translation>%1-card machine</translation>
        </message>
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
            <source>Payout being built</source>
            <translation>Payout being built</translation>
        </message>
        <message>
            <source>Pay ⏎</source>
            <translation>Pay ⏎</translation>
        </message>
        <message>
            <source>no winning hand</source>
            <translation>no winning hand</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
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
    <context>
        <name>Theme</name>
        <message>
            <source>Light</source>
            <translation>Light</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Dark</translation>
        </message>
    </context>
    <context>
        <name>TrainerSignIn</name>
        <message>
            <source>The trainer tools need a trainer's database login on the results server: this PC reaches the server with a training PC's login, which cannot check a trainer's passphrase. Set a trainer's login for this PC with the command trainer store use and the server's address with that login, or for one session start the trainer with TRAINER_STORE set to it. Whoever set up the server has the trainers' logins.</source>
            <translation>The trainer tools need a trainer's database login on the results server: this PC reaches the server with a training PC's login, which cannot check a trainer's passphrase. Set a trainer's login for this PC with the command trainer store use and the server's address with that login, or for one session start the trainer with TRAINER_STORE set to it. Whoever set up the server has the trainers' logins.</translation>
        </message>
    </context>
    <context>
        <name>TrainerTools</name>
        <message>
            <source>Trainer tools — signed in as %1</source>
            <translation>Trainer tools — signed in as %1</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Back</translation>
        </message>
        <message>
            <source>Trainee:</source>
            <translation>Trainee:</translation>
        </message>
        <message>
            <source>name or ID</source>
            <translation>name or ID</translation>
        </message>
        <message>
            <source>Exam:</source>
            <translation>Exam:</translation>
        </message>
        <message>
            <source>all</source>
            <translation>all</translation>
        </message>
        <message>
            <source>From</source>
            <translation>From</translation>
        </message>
        <message>
            <source>Until</source>
            <translation>Until</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>Export CSV…</translation>
        </message>
        <message>
            <source>Export PDF report…</source>
            <translation>Export PDF report…</translation>
        </message>
        <message>
            <source>Replay the selected attempt</source>
            <translation>Replay the selected attempt</translation>
        </message>
        <message>
            <source>Refresh [F5]</source>
            <translation>Refresh [F5]</translation>
        </message>
        <message>
            <source>Read the results again (they are also read again by themselves when an attempt starts or ends)</source>
            <translation>Read the results again (they are also read again by themselves when an attempt starts or ends)</translation>
        </message>
        <message>
            <source>Resume (the trainee continues)</source>
            <translation>Resume (the trainee continues)</translation>
        </message>
        <message>
            <source>Close without a grade</source>
            <translation>Close without a grade</translation>
        </message>
        <message>
            <source>Results</source>
            <translation>Results</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>Replay</translation>
        </message>
        <message>
            <source>These attempts stopped before they ended (the program was closed or killed). Every action recorded is kept. Resume lets the trainee continue; Close ends the attempt unscored, in your name.</source>
            <translation>These attempts stopped before they ended (the program was closed or killed). Every action recorded is kept. Resume lets the trainee continue; Close ends the attempt unscored, in your name.</translation>
        </message>
        <message>
            <source>%1, over 1 round:</source>
            <translation>%1, over 1 round:</translation>
        </message>
        <message>
            <source>%1, over %2 rounds:</source>
            <translation>%1, over %2 rounds:</translation>
        </message>
        <message>
            <source>Interrupted attempts (%1)</source>
            <translation>Interrupted attempts (%1)</translation>
        </message>
        <message>
            <source>Trainer tools</source>
            <translation>Trainer tools</translation>
        </message>
        <message>
            <source>Export the results as CSV</source>
            <translation>Export the results as CSV</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>CSV files (*.csv)</translation>
        </message>
        <message>
            <source>Export the PDF report</source>
            <translation>Export the PDF report</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>PDF files (*.pdf)</translation>
        </message>
        <message>
            <source>Wrote %1</source>
            <translation>Wrote %1</translation>
        </message>
        <message>
            <source>Attempt %1: %2, %3, started %4, %5 actions recorded</source>
            <translation>Attempt %1: %2, %3, started %4, %5 actions recorded</translation>
        </message>
    </context>
</TS>
