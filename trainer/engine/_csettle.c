/* The compiled settler: `trainer settle` on a JSON array of rounds in one pass over the bytes.
 *
 * settle(data, tables) reads a JSON array of rounds in the form of docs/settle.md and returns the text that
 * `trainer settle` prints for it (the same bytes as the Python path: one compact result per line), or None
 * for anything it does not take: a single round object, any problem at all (the Python path then reports it
 * with its messages), and whatever is valid but unusual (escapes or non-ASCII text in strings, numbers of 16
 * digits or more, repeated keys). So it only ever settles rounds the Python path would settle, and settles them
 * the same way; tests compare the two on generated and on hand-made rounds.
 *
 * The regulation's figures are not written here: the pay tables, the pool shares and the dealer's qualifying
 * value come from trainer/engine/paytables.py and hands.py as `tables` (see trainer/engine/compiled.py).
 * Hand values follow trainer/engine/hands.py: three_value() is three_card_value(), five_strength() is
 * best_five_strength() (tests hold them equal on every hand).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

#define FORMAT_VERSION 1
#define MAX_DIGITS 15 /* amounts below 10**15: times the largest odds they stay far inside 64 bits */
#define MAX_SEATS 7

/* ------------------------------------------------------------------------------------------------ tables */

typedef struct {
    int64_t ante_bonus[6]; /* by three-card strength 0..5; 0 = nothing */
    int64_t pair_plus[6];  /* -1 = the stake is lost */
    int64_t six[10];       /* by five-card strength 0..9; -1 = lost */
    int64_t sf_num, sf_den, royal_num, royal_den;
    int64_t qualifier;
} Tables;

static const char *const THREE_NAME[6] = {"high_card", "pair", "flush", "straight", "three_of_a_kind",
                                          "straight_flush"};
static const char *const FIVE_NAME[10] = {"high_card", "pair", "two_pair", "three_of_a_kind", "straight",
                                          "flush", "full_house", "four_of_a_kind", "straight_flush",
                                          "royal_flush"};
enum { F_FLUSH = 5, F_FULL_HOUSE = 6, F_QUADS = 7, F_STRAIGHT_FLUSH = 8, F_ROYAL = 9 };
/* the JSON names of the fixed Progressive amounts, and the five-card strength each stands for */
static const char *const FIXED_NAME[5] = {"royal_flush", "straight_flush", "four_of_a_kind", "full_house", "flush"};
static const int FIXED_STRENGTH[5] = {F_ROYAL, F_STRAIGHT_FLUSH, F_QUADS, F_FULL_HOUSE, F_FLUSH};

/* --------------------------------------------------------------------------------------------- hand values */

/* trainer.engine.hands.three_card_value: category << 12 | tie-break ranks */
static int64_t three_value(const int *r, const int *s) {
    int a = r[0], b = r[1], c = r[2], t;
    if (a < b) { t = a; a = b; b = t; }
    if (b < c) { t = b; b = c; c = t; }
    if (a < b) { t = a; a = b; b = t; }
    int flush = s[0] == s[1] && s[1] == s[2];
    if (a == c) return (int64_t)4 << 12 | (int64_t)a << 8;
    if (a == b) return (int64_t)1 << 12 | (int64_t)a << 8 | (int64_t)c << 4;
    if (b == c) return (int64_t)1 << 12 | (int64_t)b << 8 | (int64_t)a << 4;
    int top = 0;
    if (a - b == 1 && b - c == 1) top = a;
    else if (a == 14 && b == 3 && c == 2) top = 3; /* 3-2-A, the lowest run (A6(ii)) */
    if (top) return (int64_t)(flush ? 5 : 3) << 12 | (int64_t)top << 8;
    return (int64_t)(flush ? 2 : 0) << 12 | (int64_t)a << 8 | (int64_t)b << 4 | (int64_t)c;
}

/* the top of the highest five-card run in a rank mask (bit r for rank r, the ace also low), 0 if none */
static int run_top(unsigned mask) {
    if (mask >> 14 & 1) mask |= 2u;
    for (int top = 14; top >= 5; top--) {
        unsigned run = 0x1Fu << (top - 4);
        if ((mask & run) == run) return top;
    }
    return 0;
}

/* trainer.engine.hands.best_five_strength for n = 5..7 cards */
static int five_strength(const int *r, const int *s, int n) {
    int counts[15] = {0};
    unsigned suit_mask[4] = {0, 0, 0, 0};
    int suit_count[4] = {0, 0, 0, 0};
    unsigned mask = 0;
    for (int i = 0; i < n; i++) {
        counts[r[i]]++;
        mask |= 1u << r[i];
        suit_mask[s[i]] |= 1u << r[i];
        suit_count[s[i]]++;
    }
    int flush = 0;
    for (int k = 0; k < 4; k++) {
        if (suit_count[k] >= 5) {
            flush = 1;
            unsigned royal = 0x1Fu << 10;
            if ((suit_mask[k] & royal) == royal) return F_ROYAL;
            if (run_top(suit_mask[k])) return F_STRAIGHT_FLUSH;
        }
    }
    int quads = 0, trips = 0, pairs = 0;
    for (int k = 2; k <= 14; k++) {
        if (counts[k] >= 4) quads++;
        else if (counts[k] == 3) trips++;
        else if (counts[k] == 2) pairs++;
    }
    if (quads) return F_QUADS;
    if (trips && (pairs || trips >= 2)) return F_FULL_HOUSE;
    if (flush) return F_FLUSH;
    if (run_top(mask)) return 4;
    if (trips) return 3;
    if (pairs >= 2) return 2;
    if (pairs) return 1;
    return 0;
}

/* ------------------------------------------------------------------------------------------------- output */

typedef struct {
    char *buf;
    size_t len, cap;
} Out;

static int grow(Out *o, size_t more) {
    if (o->len + more <= o->cap) return 0;
    size_t cap = o->cap ? o->cap : 4096;
    while (cap < o->len + more) cap *= 2;
    char *buf = PyMem_Realloc(o->buf, cap);
    if (!buf) return -1;
    o->buf = buf;
    o->cap = cap;
    return 0;
}

#define PUT(o, lit)                                                                                          \
    do {                                                                                                     \
        if (grow((o), sizeof(lit) - 1)) return -2;                                                           \
        memcpy((o)->buf + (o)->len, (lit), sizeof(lit) - 1);                                                 \
        (o)->len += sizeof(lit) - 1;                                                                         \
    } while (0)

static int put_text(Out *o, const char *text) {
    size_t n = strlen(text);
    if (grow(o, n)) return -1;
    memcpy(o->buf + o->len, text, n);
    o->len += n;
    return 0;
}

static int put_int(Out *o, int64_t v) {
    char digits[24];
    int n = 0;
    uint64_t u = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
    do {
        digits[n++] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (grow(o, (size_t)n + 1)) return -1;
    if (v < 0) o->buf[o->len++] = '-';
    while (n) o->buf[o->len++] = digits[--n];
    return 0;
}

/* -------------------------------------------------------------------------------------------------- input */

typedef struct {
    const unsigned char *p, *end;
} In;

static inline void skip_ws(In *in) {
    while (in->p < in->end && (*in->p == ' ' || *in->p == '\n' || *in->p == '\r' || *in->p == '\t')) in->p++;
}

/* the next character after white space is c: take it */
static inline int take(In *in, unsigned char c) {
    skip_ws(in);
    if (in->p < in->end && *in->p == c) {
        in->p++;
        return 1;
    }
    return 0;
}

/* a string of plain ASCII without escapes: its bytes in [*start, *start + *len) */
static int string(In *in, const unsigned char **start, size_t *len) {
    if (!take(in, '"')) return 0;
    const unsigned char *s = in->p;
    while (in->p < in->end) {
        unsigned char c = *in->p;
        if (c == '"') {
            *start = s;
            *len = (size_t)(in->p - s);
            in->p++;
            return 1;
        }
        if (c == '\\' || c < 0x20 || c >= 0x80) return 0;
        in->p++;
    }
    return 0;
}

/* a key and its colon: the index of the key in names[], or -1 */
static int key(In *in, const char *const *names, int count) {
    const unsigned char *s;
    size_t n;
    if (!string(in, &s, &n) || !take(in, ':')) return -1;
    for (int i = 0; i < count; i++)
        if (strlen(names[i]) == n && memcmp(names[i], s, n) == 0) return i;
    return -1;
}

/* a whole number 0 .. 10**15 - 1 in JSON's form (no sign, no leading zero, no fraction or exponent) */
static int number(In *in, int64_t *value) {
    skip_ws(in);
    const unsigned char *s = in->p;
    int64_t v = 0;
    while (in->p < in->end && *in->p >= '0' && *in->p <= '9') {
        v = v * 10 + (*in->p - '0');
        in->p++;
        if (in->p - s > MAX_DIGITS) return 0;
    }
    size_t n = (size_t)(in->p - s);
    if (n == 0 || (n > 1 && *s == '0')) return 0;
    if (in->p < in->end && (*in->p == '.' || *in->p == 'e' || *in->p == 'E')) return 0;
    *value = v;
    return 1;
}

static int boolean(In *in, int *value) {
    skip_ws(in);
    if (in->end - in->p >= 4 && memcmp(in->p, "true", 4) == 0) {
        in->p += 4;
        *value = 1;
        return 1;
    }
    if (in->end - in->p >= 5 && memcmp(in->p, "false", 5) == 0) {
        in->p += 5;
        *value = 0;
        return 1;
    }
    return 0;
}

static int rank_of(unsigned char c) {
    if (c >= '2' && c <= '9') return c - '0';
    switch (c) {
    case 'T': case 't': return 10;
    case 'J': case 'j': return 11;
    case 'Q': case 'q': return 12;
    case 'K': case 'k': return 13;
    case 'A': case 'a': return 14;
    }
    return 0;
}

static int suit_of(unsigned char c) {
    switch (c) {
    case 's': case 'S': return 0;
    case 'h': case 'H': return 1;
    case 'd': case 'D': return 2;
    case 'c': case 'C': return 3;
    }
    return -1;
}

/* one card ("As", "td", "10H" ...) not seen before in the round: its rank and suit, marked in *seen */
static int card(In *in, int *rank, int *suit, uint64_t *seen) {
    const unsigned char *s;
    size_t n;
    if (!string(in, &s, &n)) return 0;
    int r;
    if (n == 2) r = rank_of(s[0]);
    else if (n == 3 && s[0] == '1' && s[1] == '0') r = 10;
    else return 0;
    int u = suit_of(s[n - 1]);
    if (!r || u < 0) return 0;
    uint64_t bit = (uint64_t)1 << ((r - 2) * 4 + u);
    if (*seen & bit) return 0;
    *seen |= bit;
    *rank = r;
    *suit = u;
    return 1;
}

/* an array of exactly `count` cards */
static int cards(In *in, int count, int *rank, int *suit, uint64_t *seen) {
    if (!take(in, '[')) return 0;
    for (int i = 0; i < count; i++) {
        if (i && !take(in, ',')) return 0;
        if (!card(in, rank + i, suit + i, seen)) return 0;
    }
    return take(in, ']');
}

/* ------------------------------------------------------------------------------------------------- rounds */

typedef struct {
    int number, folded;
    int r[3], s[3];
    int64_t bet[5]; /* ante, play, pair_plus, six_card_bonus, progressive; 0 = none */
} Seat;

typedef struct {
    int dr[3], ds[3];
    Seat seat[MAX_SEATS];
    int seats;
    int has_community, cr[2], cs[2];
    int has_config;
    int64_t pool, seed, fixed[10]; /* fixed by five-card strength */
} Round;

enum { ANTE, PLAY, PAIR_PLUS, SIX, PROGRESSIVE };
static const char *const BET_NAME[5] = {"ante", "play", "pair_plus", "six_card_bonus", "progressive"};
static const char *const SEAT_KEY[4] = {"seat", "cards", "bets", "folded"};
static const char *const ROUND_KEY[4] = {"dealer", "seats", "community", "progressive"};
static const char *const CONFIG_KEY[3] = {"pool", "seed", "fixed"};

static int bets(In *in, int64_t *bet) {
    if (!take(in, '{')) return 0;
    int got = 0;
    do {
        int k = key(in, BET_NAME, 5);
        if (k < 0 || got >> k & 1 || !number(in, bet + k) || bet[k] == 0) return 0;
        got |= 1 << k;
    } while (take(in, ','));
    return take(in, '}');
}

static int seat(In *in, Seat *seat, uint64_t *seen, int *taken) {
    if (!take(in, '{')) return 0;
    int got = 0;
    int64_t number_ = 0;
    memset(seat, 0, sizeof *seat);
    do {
        int k = key(in, SEAT_KEY, 4);
        if (k < 0 || got >> k & 1) return 0;
        got |= 1 << k;
        int ok = k == 0   ? number(in, &number_)
                 : k == 1 ? cards(in, 3, seat->r, seat->s, seen)
                 : k == 2 ? bets(in, seat->bet)
                          : boolean(in, &seat->folded);
        if (!ok) return 0;
    } while (take(in, ','));
    if (!take(in, '}') || (got & 7) != 7) return 0;
    if (number_ < 1 || number_ > MAX_SEATS || *taken >> number_ & 1) return 0;
    *taken |= 1 << number_;
    seat->number = (int)number_;
    const int64_t *b = seat->bet;
    if (seat->folded) {
        if (!b[ANTE] || b[PLAY]) return 0; /* A12.2: only an Ante folds, and then has no Play */
    } else if (b[PLAY] != b[ANTE]) {
        return 0; /* A12.2: an Ante plays an equal amount; no Play without an Ante */
    }
    if ((b[SIX] || b[PROGRESSIVE]) && !(b[ANTE] || b[PAIR_PLUS])) return 0; /* A4.2 */
    return 1;
}

static int config(In *in, Round *round) {
    if (!take(in, '{')) return 0;
    int got = 0;
    do {
        int k = key(in, CONFIG_KEY, 3);
        if (k < 0 || got >> k & 1) return 0;
        got |= 1 << k;
        if (k == 0) {
            if (!number(in, &round->pool)) return 0;
        } else if (k == 1) {
            if (!number(in, &round->seed)) return 0;
        } else {
            if (!take(in, '{')) return 0;
            int fixed = 0;
            do {
                int f = key(in, FIXED_NAME, 5);
                if (f < 0 || fixed >> f & 1 || !number(in, round->fixed + FIXED_STRENGTH[f])) return 0;
                fixed |= 1 << f;
            } while (take(in, ','));
            if (!take(in, '}') || fixed != 31) return 0;
        }
    } while (take(in, ','));
    return take(in, '}') && got == 7;
}

static int round_(In *in, Round *round) {
    if (!take(in, '{')) return 0;
    int got = 0, taken = 0;
    uint64_t seen = 0;
    round->seats = 0;
    do {
        int k = key(in, ROUND_KEY, 4);
        if (k < 0 || got >> k & 1) return 0;
        got |= 1 << k;
        if (k == 0) {
            if (!cards(in, 3, round->dr, round->ds, &seen)) return 0;
        } else if (k == 1) {
            if (!take(in, '[')) return 0;
            do {
                if (round->seats == MAX_SEATS || !seat(in, round->seat + round->seats, &seen, &taken)) return 0;
                round->seats++;
            } while (take(in, ','));
            if (!take(in, ']')) return 0;
        } else if (k == 2) {
            if (!cards(in, 2, round->cr, round->cs, &seen)) return 0;
        } else {
            if (!config(in, round)) return 0;
        }
    } while (take(in, ','));
    if (!take(in, '}') || (got & 3) != 3) return 0;
    round->has_community = got >> 2 & 1;
    round->has_config = got >> 3 & 1;
    for (int i = 0; i < round->seats; i++)
        if (round->seat[i].bet[PROGRESSIVE] && !(round->has_community && round->has_config)) return 0;
    return 1;
}

/* ------------------------------------------------------------------------------------------------ settling */

static int put_round(Out *o, const Round *round, const Tables *t) {
    int64_t dealer = three_value(round->dr, round->ds);
    int qualifies = dealer >= t->qualifier;
    int64_t result[MAX_SEATS][5];
    int strength[MAX_SEATS], six[MAX_SEATS], five[MAX_SEATS];
    for (int i = 0; i < round->seats; i++) {
        const Seat *s = round->seat + i;
        const int64_t *b = s->bet;
        int64_t value = three_value(s->r, s->s);
        strength[i] = (int)(value >> 12);
        if (b[ANTE] && !s->folded) {
            if (!qualifies) { /* A13.1 */
                result[i][ANTE] = b[ANTE];
                result[i][PLAY] = 0;
            } else if (value != dealer) { /* A13.3 */
                result[i][ANTE] = value > dealer ? b[ANTE] : -b[ANTE];
                result[i][PLAY] = value > dealer ? b[PLAY] : -b[PLAY];
            } else { /* Reading 1 */
                result[i][ANTE] = result[i][PLAY] = 0;
            }
        } else if (b[ANTE]) {
            result[i][ANTE] = -b[ANTE]; /* A12.2 */
        }
        if (b[PAIR_PLUS]) { /* A16.1 */
            int64_t odds = t->pair_plus[strength[i]];
            result[i][PAIR_PLUS] = odds < 0 ? -b[PAIR_PLUS] : b[PAIR_PLUS] * odds;
        }
        six[i] = -1;
        if (b[SIX]) { /* A14, A16.2 */
            int r[6] = {s->r[0], s->r[1], s->r[2], round->dr[0], round->dr[1], round->dr[2]};
            int u[6] = {s->s[0], s->s[1], s->s[2], round->ds[0], round->ds[1], round->ds[2]};
            int h = five_strength(r, u, 6);
            int64_t odds = t->six[h];
            if (odds < 0) {
                result[i][SIX] = -b[SIX];
            } else {
                result[i][SIX] = b[SIX] * odds;
                six[i] = h;
            }
        }
        five[i] = -1;
        if (b[PROGRESSIVE]) { /* A15.1, A7.3: amounts below */
            int r[5] = {s->r[0], s->r[1], s->r[2], round->cr[0], round->cr[1]};
            int u[5] = {s->s[0], s->s[1], s->s[2], round->cs[0], round->cs[1]};
            int h = five_strength(r, u, 5);
            if (h >= F_FLUSH) five[i] = h;
            result[i][PROGRESSIVE] = -b[PROGRESSIVE];
        }
    }
    /* Readings 3 and 4 (A15.3-A15.6, A16.3) */
    int64_t pool_after = round->pool;
    int order[MAX_SEATS], paid = 0, royal = -1;
    if (round->has_config) {
        int64_t share = round->pool * t->sf_num / t->sf_den;
        for (int i = 0; i < round->seats; i++) {
            if (five[i] == F_ROYAL) {
                royal = i;
            } else if (five[i] == F_STRAIGHT_FLUSH) {
                int64_t fixed = round->fixed[F_STRAIGHT_FLUSH];
                result[i][PROGRESSIVE] = fixed > share ? fixed : share;
                pool_after -= share;
            } else if (five[i] >= F_FLUSH) {
                result[i][PROGRESSIVE] = round->fixed[five[i]];
            }
        }
        /* from the dealer's left (A15.3) */
        for (int number = 1; number <= MAX_SEATS; number++)
            for (int i = 0; i < round->seats; i++)
                if (round->seat[i].number == number && five[i] >= F_FLUSH && i != royal) order[paid++] = i;
        if (royal >= 0) {
            int64_t left = pool_after * t->royal_num / t->royal_den;
            int64_t fixed = round->fixed[F_ROYAL];
            result[royal][PROGRESSIVE] = fixed > left ? fixed : left;
            pool_after = round->seed;
            int last_sf = -1; /* position in order[] of the Straight Flush furthest from the dealer's left */
            for (int k = 0; k < paid; k++)
                if (five[order[k]] == F_STRAIGHT_FLUSH) last_sf = k;
            int at; /* A15.5: after every Straight Flush; otherwise from the dealer's left */
            if (last_sf >= 0 && round->seat[order[last_sf]].number > round->seat[royal].number) {
                at = last_sf + 1;
            } else {
                at = 0;
                while (at < paid && round->seat[order[at]].number < round->seat[royal].number) at++;
            }
            memmove(order + at + 1, order + at, (size_t)(paid - at) * sizeof order[0]);
            order[at] = royal;
            paid++;
        }
    }

    PUT(o, "{\"dealer\":{\"hand\":\"");
    if (put_text(o, THREE_NAME[dealer >> 12])) return -1;
    if (qualifies) PUT(o, "\",\"qualifies\":true},\"seats\":[");
    else PUT(o, "\",\"qualifies\":false},\"seats\":[");
    for (int i = 0; i < round->seats; i++) {
        const Seat *s = round->seat + i;
        const int64_t *b = s->bet;
        if (i) PUT(o, ",");
        PUT(o, "{\"seat\":");
        if (put_int(o, s->number)) return -1;
        PUT(o, ",\"hand\":\"");
        if (put_text(o, THREE_NAME[strength[i]])) return -1;
        PUT(o, "\"");
        if (b[SIX]) {
            if (six[i] < 0) PUT(o, ",\"six_card_hand\":null");
            else {
                PUT(o, ",\"six_card_hand\":\"");
                if (put_text(o, FIVE_NAME[six[i]])) return -1;
                PUT(o, "\"");
            }
        }
        if (b[PROGRESSIVE]) {
            if (five[i] < 0) PUT(o, ",\"progressive_hand\":null");
            else {
                PUT(o, ",\"progressive_hand\":\"");
                if (put_text(o, FIVE_NAME[five[i]])) return -1;
                PUT(o, "\"");
            }
        }
        PUT(o, ",\"results\":{");
        int first = 1;
        if (b[ANTE]) {
            PUT(o, "\"ante\":");
            if (put_int(o, result[i][ANTE])) return -1;
            if (!s->folded) {
                PUT(o, ",\"play\":");
                if (put_int(o, result[i][PLAY])) return -1;
                PUT(o, ",\"ante_bonus\":"); /* A13.4, Reading 2 */
                if (put_int(o, b[ANTE] * t->ante_bonus[strength[i]])) return -1;
            }
            first = 0;
        }
        for (int k = PAIR_PLUS; k <= PROGRESSIVE; k++) {
            if (!b[k]) continue;
            if (!first) PUT(o, ",");
            PUT(o, "\"");
            if (put_text(o, BET_NAME[k])) return -1;
            PUT(o, "\":");
            if (put_int(o, result[i][k])) return -1;
            first = 0;
        }
        PUT(o, "}}");
    }
    PUT(o, "]");
    if (round->has_config) {
        PUT(o, ",\"progressive\":{\"pool_before\":");
        if (put_int(o, round->pool)) return -1;
        PUT(o, ",\"pool_after\":");
        if (put_int(o, pool_after)) return -1;
        PUT(o, ",\"paid_order\":[");
        for (int k = 0; k < paid; k++) {
            if (k) PUT(o, ",");
            if (put_int(o, round->seat[order[k]].number)) return -1;
        }
        PUT(o, "]}");
    }
    PUT(o, "}");
    return 0;
}

/* ------------------------------------------------------------------------------------------------- module */

static int read_row(PyObject *row, int64_t *into, Py_ssize_t count) {
    if (!PyTuple_Check(row) || PyTuple_GET_SIZE(row) != count) {
        PyErr_Format(PyExc_ValueError, "a table of %zd whole numbers expected", count);
        return -1;
    }
    for (Py_ssize_t i = 0; i < count; i++) {
        long long v = PyLong_AsLongLong(PyTuple_GET_ITEM(row, i));
        if (v == -1 && PyErr_Occurred()) return -1;
        into[i] = v;
    }
    return 0;
}

/* tables: (ante_bonus[6], pair_plus[6], six[10], (sf_num, sf_den, royal_num, royal_den), qualifier) */
static int read_tables(PyObject *tables, Tables *t) {
    int64_t shares[4];
    if (!PyTuple_Check(tables) || PyTuple_GET_SIZE(tables) != 5) {
        PyErr_SetString(PyExc_ValueError, "tables: a tuple of five parts expected");
        return -1;
    }
    if (read_row(PyTuple_GET_ITEM(tables, 0), t->ante_bonus, 6) || read_row(PyTuple_GET_ITEM(tables, 1), t->pair_plus, 6)
        || read_row(PyTuple_GET_ITEM(tables, 2), t->six, 10) || read_row(PyTuple_GET_ITEM(tables, 3), shares, 4))
        return -1;
    t->qualifier = PyLong_AsLongLong(PyTuple_GET_ITEM(tables, 4));
    if (t->qualifier == -1 && PyErr_Occurred()) return -1;
    t->sf_num = shares[0];
    t->sf_den = shares[1];
    t->royal_num = shares[2];
    t->royal_den = shares[3];
    if (t->sf_den <= 0 || t->royal_den <= 0 || t->sf_num < 0 || t->royal_num < 0 || t->sf_num > 1000
        || t->royal_num > 1000) {
        PyErr_SetString(PyExc_ValueError, "tables: pool shares out of range");
        return -1;
    }
    for (int i = 0; i < 6; i++)
        if (t->ante_bonus[i] < 0 || t->ante_bonus[i] > 1000 || t->pair_plus[i] < -1 || t->pair_plus[i] > 1000) {
            PyErr_SetString(PyExc_ValueError, "tables: odds out of range");
            return -1;
        }
    for (int i = 0; i < 10; i++)
        if (t->six[i] < -1 || t->six[i] > 1000) {
            PyErr_SetString(PyExc_ValueError, "tables: odds out of range");
            return -1;
        }
    return 0;
}

/* the whole array's text, 0; -1 when the input is not taken; -2 when memory ran out */
static int settle_all(In *in, const Tables *t, Out *o) {
    Round round;
    if (in->end - in->p >= 3 && memcmp(in->p, "\xEF\xBB\xBF", 3) == 0) in->p += 3; /* a byte-order mark */
    if (!take(in, '[')) return -1;
    if (take(in, ']')) {
        skip_ws(in);
        if (in->p != in->end) return -1;
        PUT(o, "[]\n");
        return 0;
    }
    PUT(o, "[\n");
    for (;;) {
        if (!round_(in, &round)) return -1;
        if (put_round(o, &round, t)) return -2;
        if (!take(in, ',')) break;
        PUT(o, ",\n");
    }
    if (!take(in, ']')) return -1;
    skip_ws(in);
    if (in->p != in->end) return -1;
    PUT(o, "\n]\n");
    return 0;
}

static PyObject *settle(PyObject *self, PyObject *args) {
    Py_buffer view;
    PyObject *tables;
    Tables t;
    (void)self;
    if (!PyArg_ParseTuple(args, "y*O:settle", &view, &tables)) return NULL;
    if (read_tables(tables, &t)) {
        PyBuffer_Release(&view);
        return NULL;
    }
    In in = {(const unsigned char *)view.buf, (const unsigned char *)view.buf + view.len};
    Out o = {NULL, 0, 0};
    int status = grow(&o, (size_t)view.len + 64) ? -2 : 0; /* the results take about as much room as the rounds */
    if (status == 0) status = settle_all(&in, &t, &o);
    PyBuffer_Release(&view);
    PyObject *text = NULL;
    if (status == 0) text = PyBytes_FromStringAndSize(o.buf, (Py_ssize_t)o.len);
    else if (status == -2) PyErr_NoMemory();
    else text = Py_NewRef(Py_None);
    PyMem_Free(o.buf);
    return text;
}

/* for the tests: the hand values on their own */
static int read_cards(PyObject *seq, int *r, int *s, int min, int max) {
    if (!PyTuple_Check(seq) || PyTuple_GET_SIZE(seq) < min || PyTuple_GET_SIZE(seq) > max) {
        PyErr_Format(PyExc_ValueError, "a tuple of %d to %d (rank, suit index) pairs expected", min, max);
        return -1;
    }
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(seq); i++) {
        int rank, suit;
        if (!PyArg_ParseTuple(PyTuple_GET_ITEM(seq, i), "ii", &rank, &suit)) return -1;
        if (rank < 2 || rank > 14 || suit < 0 || suit > 3) {
            PyErr_SetString(PyExc_ValueError, "rank 2..14, suit index 0..3");
            return -1;
        }
        r[i] = rank;
        s[i] = suit;
    }
    return (int)PyTuple_GET_SIZE(seq);
}

static PyObject *py_three_value(PyObject *self, PyObject *arg) {
    int r[3], s[3];
    (void)self;
    if (read_cards(arg, r, s, 3, 3) < 0) return NULL;
    return PyLong_FromLongLong(three_value(r, s));
}

static PyObject *py_five_strength(PyObject *self, PyObject *arg) {
    int r[7], s[7];
    (void)self;
    int n = read_cards(arg, r, s, 5, 7);
    if (n < 0) return NULL;
    return PyLong_FromLong(five_strength(r, s, n));
}

static PyMethodDef methods[] = {
    {"settle", settle, METH_VARARGS,
     "settle(data, tables) -> bytes | None: the printed results of a JSON array of rounds, or None when the "
     "Python path is to take the input."},
    {"three_value", py_three_value, METH_O, "three_value(((rank, suit), ...)) -> int, as hands.three_card_value"},
    {"five_strength", py_five_strength, METH_O,
     "five_strength(((rank, suit), ...)) -> int, as hands.best_five_strength"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_csettle", "The compiled settler (trainer/engine/compiled.py).", -1, methods,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__csettle(void) {
    PyObject *m = PyModule_Create(&module);
    if (m && PyModule_AddIntConstant(m, "FORMAT_VERSION", FORMAT_VERSION) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
