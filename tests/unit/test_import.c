/* test_import.c: dcg cards import (engine/official/import*.c): the traits of a
** card (forms, attributes, types: 2-3-2-1) and the requirements that name
** them, keywords that open any effect line, older wordings of rule lines, the
** list of what is not read, card numbers the card files could not hold, many
** sets; and, where the full community card list is at hand
** (DCG_FULL_CARD_LIST, set by ctest), a check of the whole pool against its
** text. */
#include "support.h"
#include <cjson/cJSON.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

/* A fresh output directory for one test. */
static const char *out_dir(const char *what)
{
    static char dir[128];
    snprintf(dir, sizeof dir, "/tmp/dcg-test-import-%s-%d", what, (int)getpid());
    mkdir(dir, 0700);
    return dir;
}

/* Remove dir and the files in it. */
static void remove_dir(const char *dir)
{
    DIR *d = opendir(dir);
    for (struct dirent *e; d && (e = readdir(d));) {
        char path[512];
        if (e->d_name[0] == '.') continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        unlink(path);
    }
    if (d) closedir(d);
    rmdir(dir);
}

/* The whole text of a file (free it), or NULL. */
static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    size_t got = buf ? fread(buf, 1, (size_t)n, f) : 0;
    fclose(f);
    if (buf) buf[got] = 0;
    return buf;
}

/* The list of what was not read, of an import into dir (free it). */
static char *unread_list(const char *dir)
{
    char path[256];
    snprintf(path, sizeof path, "%s/%s", dir, DCG_IMPORT_UNREAD);
    char *text = slurp(path);
    if (!text) fail_msg("no %s", path);
    return text;
}

static dcg_ctx *import(const char *json, const char *dir, int *cards, int *sets, int *left)
{
    dcg_ctx *ctx = dcg_ctx_new();
    if (dcg_cards_import(ctx, json, "list", dir, cards, sets, left) != DCG_OK) fail_msg("%s", dcg_errmsg(ctx));
    dcg_ctx_free(ctx);
    dcg_ctx *loaded = dcg_ctx_new();
    if (dcg_load_cards(loaded, dir) != DCG_OK) fail_msg("%s", dcg_errmsg(loaded));
    return loaded;
}

static const dcg_card *card(dcg_ctx *ctx, const char *number)
{
    int i = dcg_card_find(ctx, number);
    if (i < 0) fail_msg("no card %s", number);
    return dcg_card_at(ctx, i);
}

/* "You may digivolve this card from your hand onto one of your red Tamers as
** if the Tamer is a level 3 Digimon" (BT4-011): a requirement of kind Tamer,
** at the cost of the card's red Lv.3 box, or the cost the sentence states;
** one in another form (a cost of placing cards) is listed. */
static void test_import_tamer_as(void **s)
{
    (void)s;
    const char *dir = out_dir("tamer-as");
    char *json = slurp(test_path("tests/fixtures/community-tamer-as.json"));
    int cards, sets, left;
    dcg_ctx *c2 = import(json, dir, &cards, &sets, &left);
    free(json);
    assert_int_equal(cards, 3);
    assert_int_equal(left, 1); /* YY2-03's cost of placing cards */
    const dcg_card *a = card(c2, "YY2-01"), *b = card(c2, "YY2-02"), *c = card(c2, "YY2-03");
    assert_int_equal(a->n_evo, 2);
    assert_int_equal(a->evo[1].kind, DCG_KIND_TAMER + 1);
    assert_int_equal(a->evo[1].level, 3);
    assert_int_equal(a->evo[1].colors, DCG_RED);
    assert_int_equal(a->evo[1].cost, 2); /* its red Lv.3 box's */
    assert_false(a->has_text);           /* nothing left for a script */
    assert_int_equal(b->n_evo, 2);
    assert_string_equal(b->evo[1].name, "Tk");
    assert_int_equal(b->evo[1].cost, 1);
    assert_true(b->has_text);
    assert_int_equal(c->n_evo, 1);
    char *list = unread_list(dir);
    if (!strstr(list, "\nYY2-03\trule line: You may digivolve this card")) fail_msg("%s", list);
    free(list);
    dcg_ctx_free(c2);
    remove_dir(dir);
}

/* Forms and attributes are traits (2-3-2-1): a link requirement "[Appmon]
** trait" is met by a card whose form is Appmon, and "[Hybrid] in its form"
** can be read; keywords on lines after an effect line, <Security A. +1>,
** [Hand] [Counter] <Blast Digivolve>, a link effect's second keyword; the
** older "DigiXros -N: [A] + [B]", "<DNA Digivolution: ...>" and "Digivolve:
** N from [X]" with their notes; a link card without link DP; a [Rule] trait
** that is an attribute. */
static void test_import_traits_keywords(void **s)
{
    (void)s;
    const char *dir = out_dir("traits");
    char *json = slurp(test_path("tests/fixtures/community-traits.json"));
    int cards, sets, left;
    dcg_ctx *c2 = import(json, dir, &cards, &sets, &left);
    free(json);
    assert_int_equal(cards, 6);
    assert_int_equal(left, 1); /* YY1-06's "in text" */
    const dcg_card *link = card(c2, "YY1-01"), *hybrid = card(c2, "YY1-02");
    assert_string_equal(link->form, "Stnd./Appmon");
    assert_string_equal(link->attribute, "Navi");
    assert_true(link->has_link);
    assert_int_equal(link->link_dp, 0);
    assert_string_equal(link->link.traits, "Appmon");
    assert_true(link->link_keywords == (DCG_KW_PIERCING | DCG_KW_BLOCKER));
    assert_true(dcg_req_met(link, &link->link));    /* its form is Appmon */
    assert_false(dcg_req_met(hybrid, &link->link)); /* a Hybrid is no Appmon */
    assert_true(link->keywords == (DCG_KW_ASCENSION | DCG_KW_BLOCKER));
    assert_int_equal(link->security_attack, 1);
    assert_string_equal(hybrid->form, "Mega/Hybrid");
    assert_string_equal(hybrid->attribute, "Free"); /* the [Rule] line; "-" is none */
    assert_true(dcg_card_has_trait(hybrid, "Hybrid", 6) && dcg_card_has_trait(hybrid, "Free", 4) &&
                dcg_card_has_trait(hybrid, "Warrior", 7) && !dcg_card_has_trait(hybrid, "Mega/Hybrid", 11));
    assert_true(hybrid->keywords == DCG_KW_BLAST_DIGIVOLVE); /* not the <Rush> its [Your Turn] gives */
    assert_int_equal(hybrid->link_plus, 1);
    const dcg_card *xros = card(c2, "YY1-03");
    assert_int_equal(xros->combine, DCG_COMBINE_DIGIXROS);
    assert_int_equal(xros->combine_cost, 2);
    assert_int_equal(xros->n_parts, 3);
    assert_string_equal(xros->parts[2].name, "Ccmon");
    assert_true(xros->keywords == DCG_KW(DCG_KEY_MATERIAL_SAVE_2));
    const dcg_card *dna = card(c2, "YY1-04");
    assert_int_equal(dna->combine, DCG_COMBINE_DNA);
    assert_int_equal(dna->parts[0].colors, DCG_BLUE);
    assert_int_equal(dna->parts[0].level, 4);
    assert_string_equal(dna->parts[1].name, "Greenmon");
    const dcg_card *old = card(c2, "YY1-05");
    assert_int_equal(old->n_evo, 1);
    assert_string_equal(old->evo[0].name, "Agumon");
    assert_int_equal(old->evo[0].cost, 2);
    assert_true(old->keywords == DCG_KW_PIERCING);
    const dcg_card *older = card(c2, "YY1-06");
    assert_int_equal(older->n_evo, 1);
    assert_true(older->evo[0].name_has);
    assert_string_equal(older->evo[0].name, "Grey");
    char *list = unread_list(dir);
    if (!strstr(list, "\nYY1-06\trule line: [Digivolve] Lv.3 w/[Aamon] in text: Cost 2")) fail_msg("%s", list);
    free(list);
    dcg_ctx_free(c2);
    remove_dir(dir);
}

/* A card number the card files could not hold is refused at import, the
** card named, and nothing is written (issue 26: "-01" made ".json", a hidden
** file; a space or '/' made the whole set refuse to load). */
static void test_import_bad_numbers(void **s)
{
    (void)s;
    static const char *const numbers[] = {"-01", "A B-01", "A/B-01", "A\\\\B-01"};
    static const char *const said[] = {"entry 2 -01: card number without a set", "entry 2 A B-01: card number with a space",
                                       "entry 2 A/B-01: card number with a space", "entry 2 A\\B-01: card number with a space"};
    const char *dir = out_dir("numbers");
    for (int i = 0; i < 4; i++) {
        char json[512];
        snprintf(json, sizeof json,
                 "[{\"cardId\": \"OK1-01\", \"nameEn\": \"a\", \"kinds\": [\"Option\"], \"colors\": [\"Red\"], \"playCost\": 1},"
                 " {\"cardId\": \"%s\", \"nameEn\": \"b\", \"kinds\": [\"Option\"], \"colors\": [\"Red\"], \"playCost\": 1}]",
                 numbers[i]);
        dcg_ctx *ctx = dcg_ctx_new();
        int cards, sets, left;
        assert_int_equal(dcg_cards_import(ctx, json, "list", dir, &cards, &sets, &left), DCG_EPARSE);
        if (!strstr(dcg_errmsg(ctx), said[i])) fail_msg("%s", dcg_errmsg(ctx));
        dcg_ctx_free(ctx);
        char path[256];
        snprintf(path, sizeof path, "%s/OK1.json", dir);
        assert_int_not_equal(access(path, F_OK), 0); /* nothing written */
    }
    remove_dir(dir);
}

/* Write text to the file at path. */
static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    if (!f) fail_msg("cannot write %s", path);
    fputs(text, f);
    fclose(f);
}

/* Corrections to the list (engine/official/import_fix.c): a data directory's
** cards/corrections/source.json gives a card a text field the list lacks
** (EX3-007 Lavorvomon's [On Play]: its terms reach text_has), never over
** one the list has; an entry without "_note" is refused, named. */
static void test_import_corrections(void **s)
{
    (void)s;
    char data[128], sub[192], path[256];
    snprintf(data, sizeof data, "/tmp/dcg-test-import-fixdata-%d", (int)getpid());
    mkdir(data, 0700);
    snprintf(sub, sizeof sub, "%s/cards", data);
    mkdir(sub, 0700);
    snprintf(sub, sizeof sub, "%s/cards/corrections", data);
    mkdir(sub, 0700);
    snprintf(path, sizeof path, "%s/source.json", sub);
    write_file(path, "{\"ZZ7-001\": {\"_note\": \"test\", \"effectText\": \"[On Play] add 1 [Hina Kurihara]\"},"
                     " \"ZZ7-002\": {\"_note\": \"test\", \"effectText\": \"[On Play] add 1 [Hina Kurihara]\"}}");
    static const char *json = "[{\"cardId\": \"ZZ7-001\", \"nameEn\": \"a\", \"kinds\": [\"Digimon\"], \"colors\": [\"Red\"],"
                              " \"level\": 4, \"playCost\": 4, \"dp\": 4000, \"inheritedEffectText\": \"[When Attacking] x\"},"
                              " {\"cardId\": \"ZZ7-002\", \"nameEn\": \"b\", \"kinds\": [\"Digimon\"], \"colors\": [\"Red\"],"
                              " \"level\": 4, \"playCost\": 4, \"dp\": 4000, \"effectText\": \"[Your Turn] y\"}]";
    const char *dir = out_dir("fix");
    dcg_ctx *ctx = dcg_ctx_new();
    if (dcg_load_dir(ctx, data) != DCG_OK) fail_msg("%s", dcg_errmsg(ctx));
    int cards, sets, left;
    if (dcg_cards_import(ctx, json, "list", dir, &cards, &sets, &left) != DCG_OK) fail_msg("%s", dcg_errmsg(ctx));
    dcg_ctx_free(ctx);
    dcg_ctx *loaded = dcg_ctx_new();
    if (dcg_load_cards(loaded, dir) != DCG_OK) fail_msg("%s", dcg_errmsg(loaded));
    assert_string_equal(card(loaded, "ZZ7-001")->text_has, "On Play/Hina Kurihara/When Attacking");
    assert_string_equal(card(loaded, "ZZ7-002")->text_has, "Your Turn"); /* the list's own text stays */
    dcg_ctx_free(loaded);
    remove_dir(dir);
    write_file(path, "{\"ZZ7-001\": {\"effectText\": \"[On Play] x\"}}");
    ctx = dcg_ctx_new();
    if (dcg_load_dir(ctx, data) != DCG_OK) fail_msg("%s", dcg_errmsg(ctx));
    assert_int_equal(dcg_cards_import(ctx, json, "list", out_dir("fix"), &cards, &sets, &left), DCG_EPARSE);
    if (!strstr(dcg_errmsg(ctx), "cards/corrections/source.json: card ZZ7-001: no \"_note\"")) fail_msg("%s", dcg_errmsg(ctx));
    dcg_ctx_free(ctx);
    remove_dir(out_dir("fix"));
    unlink(path);
    rmdir(sub);
    snprintf(sub, sizeof sub, "%s/cards", data);
    rmdir(sub);
    rmdir(data);
}

/* Many sets of one card each: every one written and loaded (the sets were
** looked up one by one, 30,000 sets took 9.8 s: issue 26). */
static void test_import_many_sets(void **s)
{
    (void)s;
    enum { N = 20000 };
    size_t cap = (size_t)N * 120 + 16, len = 0;
    char *json = malloc(cap);
    len += (size_t)snprintf(json, cap, "[");
    for (int i = 0; i < N; i++)
        len += (size_t)snprintf(json + len, cap - len,
                                "%s{\"cardId\": \"S%05d-1\", \"nameEn\": \"x\", \"kinds\": [\"Option\"], \"colors\": [\"Red\"], "
                                "\"playCost\": 1}",
                                i ? "," : "", i);
    snprintf(json + len, cap - len, "]");
    const char *dir = out_dir("many");
    int cards, sets, left;
    dcg_ctx *c2 = import(json, dir, &cards, &sets, &left);
    free(json);
    assert_int_equal(cards, N);
    assert_int_equal(sets, N);
    assert_int_equal(dcg_card_count(c2), N);
    assert_string_equal(card(c2, "S19999-1")->name, "x");
    dcg_ctx_free(c2);
    remove_dir(dir);
}

/* ---- the whole pool: its text is the oracle ---------------------------- */

/* The bytes of the bracket at s: '<' '>' '(' ')' in ASCII or full width; 0 for none. */
static char mark(const char *s, int *len)
{
    *len = 1;
    if (*s == '<' || *s == '>' || *s == '(' || *s == ')') return *s;
    *len = 3;
    if (!strncmp(s, "\xef\xbc\x9c", 3)) return '<';
    if (!strncmp(s, "\xef\xbc\x9e", 3)) return '>';
    if (!strncmp(s, "\xef\xbc\x88", 3)) return '(';
    if (!strncmp(s, "\xef\xbc\x89", 3)) return ')';
    *len = 1;
    return 0;
}

/* What the keyword lines of a text print: the keywords each line opens with
** (after "[Hand] [Counter]"; several on a line, each maybe with its note),
** <Security A. +N> and <Link +N>; and how many keywords of a parameter the
** card format does not hold (<Decoy ([X])>). */
typedef struct printed {
    dcg_kwset set;
    int security_attack, link_plus, not_held;
} printed;

static void printed_keywords(const char *text, printed *pr)
{
    for (const char *line = text; line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
        const char *p = line, *eol = line + strcspn(line, "\n");
        while (p < eol && (*p == ' ' || (unsigned char)*p == 0xC2 || (unsigned char)*p == 0xA0)) p++;
        if (!strncmp(p, "[Hand] [Counter]", 16)) p += 16;
        else if (!strncmp(p, "[Hand][Counter]", 15)) p += 15;
        for (;;) {
            int len;
            while (p < eol && (*p == ' ' || *p == '.' || (unsigned char)*p == 0xC2 || (unsigned char)*p == 0xA0)) p++;
            if (p >= eol || mark(p, &len) != '<') break;
            const char *name = p + len, *close = name;
            while (close < eol && mark(close, &len) != '>') close += len;
            if (close >= eol) break;
            char one[64];
            snprintf(one, sizeof one, "%.*s", (int)(close - name), name);
            p = close + len;
            int n = 0;
            dcg_kwset k = dcg_keyword_set(one, 0);
            if (sscanf(one, "Security A. %d", &n) == 1 || sscanf(one, "Security Attack %d", &n) == 1) pr->security_attack += n;
            else if (sscanf(one, "Link +%d", &n) == 1) pr->link_plus += n;
            else if (k && !(k & DCG_KW_DETACH)) pr->set |= k;
            else if (!strncmp(one, "Decoy (", 7)) pr->not_held++;
            else break; /* an effect's keyword (<Draw 1>), or one read as a rule (<Detach (...)>) */
            while (p < eol && (*p == ' ' || (unsigned char)*p == 0xC2 || (unsigned char)*p == 0xA0)) p++;
            if (p < eol && mark(p, &len) == '(') { /* its note */
                int depth = 0;
                do {
                    char m = mark(p, &len);
                    depth += m == '(' ? 1 : m == ')' ? -1 : 0;
                    p += len;
                } while (p < eol && depth);
            }
        }
    }
}

/* How many times text holds tag (at a line's start when line_start). */
static int count_tag(const char *text, const char *tag, bool line_start)
{
    int n = 0;
    for (const char *p = text; (p = strstr(p, tag)); p += strlen(tag))
        n += !line_start || p == text || p[-1] == '\n' || (p[-1] == '<' && (p == text + 1 || p[-2] == '\n'));
    return n;
}

/* How many lines of the unread list are of card number and hold what. */
static int listed(const char *list, const char *number, const char *what)
{
    char head[32];
    snprintf(head, sizeof head, "\n%s\t", number);
    int n = 0;
    for (const char *p = list; (p = strstr(p, head)); p += strlen(head)) {
        const char *eol = strchr(p + 1, '\n');
        const char *w = strstr(p + strlen(head), what);
        n += w && (!eol || w < eol);
    }
    return n;
}

static const char *text_of(const cJSON *o, const char *field)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, field);
    return cJSON_IsString(v) ? v->valuestring : "";
}

/* One card of the pool against its text: every keyword its keyword lines
** print is one of its facts, and every rule line is read (its fact is there)
** or listed; problems are appended to why. */
static int check_card(const cJSON *o, const dcg_card *c, const char *list, char *why, size_t size)
{
    int bad = 0;
    size_t len = strlen(why);
#define BAD(...) (bad++, len += (size_t)snprintf(why + len, len < size ? size - len : 0, __VA_ARGS__), len = len < size ? len : size)
    const char *number = c->number, *effect = text_of(o, "effectText");
    printed own = {0}, inh = {0}, lnk = {0};
    printed_keywords(effect, &own);
    printed_keywords(text_of(o, "inheritedEffectText"), &inh);
    printed_keywords(text_of(o, "linkEffect"), &lnk);
    if ((own.set & ~c->keywords) || (own.security_attack && own.security_attack != c->security_attack) ||
        (c->kind == DCG_KIND_DIGIMON && own.link_plus && own.link_plus != c->link_plus) ||
        own.not_held > listed(list, number, "effect keyword"))
        BAD("\n%s: effect keywords", number);
    if ((inh.set & ~c->inherited_keywords) || (inh.security_attack && inh.security_attack != c->inherited_security_attack) ||
        (inh.link_plus && inh.link_plus != c->inherited_link_plus))
        BAD("\n%s: inherited keywords", number);
    if (c->has_link && (lnk.set & ~c->link_keywords)) BAD("\n%s: link keywords", number);
    /* rule lines: read (the fact) or listed */
    int boxes = cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(o, "evoCosts"));
    int digivolve = count_tag(effect, "[Digivolve]", false) + count_tag(effect, "Digivolve: ", true);
    if (digivolve > c->n_evo - boxes + listed(list, number, "Digivolve")) BAD("\n%s: a digivolution rule line", number);
    static const struct { const char *tag; bool line_start; int combine; } combines[] = {
        {"[DNA Digivolve]", false, DCG_COMBINE_DNA},        {"DNA Digivolution:", true, DCG_COMBINE_DNA},
        {"[DigiXros -", false, DCG_COMBINE_DIGIXROS},       {"DigiXros -", true, DCG_COMBINE_DIGIXROS},
        {"[App Fusion]", false, DCG_COMBINE_APP_FUSION},    {"[Burst Digivolve]", false, DCG_COMBINE_BURST},
        {"Burst Digivolve:", true, DCG_COMBINE_BURST},      {"Blast DNA Digivolve (", false, DCG_COMBINE_BLAST_DNA}};
    for (size_t k = 0; k < sizeof combines / sizeof combines[0]; k++)
        if (count_tag(effect, combines[k].tag, combines[k].line_start) && c->combine != combines[k].combine &&
            !listed(list, number, combines[k].tag + (combines[k].tag[0] == '[')))
            BAD("\n%s: %s", number, combines[k].tag);
    if (count_tag(effect, "[Assembly -", false) && !c->asm_count && !listed(list, number, "Assembly"))
        BAD("\n%s: [Assembly]", number);
    if (*text_of(o, "linkRequirement") && !c->has_link && !listed(list, number, "link requirement"))
        BAD("\n%s: link requirement", number);
    if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(o, "isAce")) && c->kind == DCG_KIND_DIGIMON && !c->overflow &&
        !listed(list, number, "ACE"))
        BAD("\n%s: ACE <Overflow>", number);
#undef BAD
    return bad;
}

/* The full community card list (DCG_FULL_CARD_LIST; skipped without it),
** imported whole: every card loads, every printed keyword is among its
** card's facts, and every rule line is read or listed by card. */
static void test_import_pool(void **s)
{
    (void)s;
    const char *path = getenv("DCG_FULL_CARD_LIST");
    char *json = path && *path ? slurp(path) : NULL;
    if (!json) {
        print_message("no full card list (DCG_FULL_CARD_LIST): skipped\n");
        skip();
    }
    const char *dir = out_dir("pool");
    int cards, sets, left;
    dcg_ctx *c2 = import(json, dir, &cards, &sets, &left);
    cJSON *pool = cJSON_Parse(json);
    free(json);
    assert_non_null(pool);
    char *list = unread_list(dir);
    static char why[4096];
    int bad = 0, checked = 0, lines = 0;
    for (const char *p = list; (p = strchr(p, '\n')); p++) lines += p[1] && p[1] != '#';
    assert_int_equal(lines, left); /* one line for each, after the header */
    const cJSON *o;
    cJSON_ArrayForEach(o, pool) {
        int i = dcg_card_find(c2, text_of(o, "cardId"));
        if (i < 0) fail_msg("card %s was not imported", text_of(o, "cardId"));
        bad += check_card(o, dcg_card_at(c2, i), list, why, sizeof why);
        checked++;
    }
    print_message("%d entries checked, %d cards in %d sets, %d rule lines or facts listed as not read\n", checked, cards,
                  sets, left);
    if (bad) fail_msg("%d cards lose a printed fact:%s", bad, why);
    free(list);
    cJSON_Delete(pool);
    dcg_ctx_free(c2);
    remove_dir(dir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_import_traits_keywords),
        cmocka_unit_test(test_import_tamer_as),
        cmocka_unit_test(test_import_bad_numbers),
        cmocka_unit_test(test_import_corrections),
        cmocka_unit_test(test_import_many_sets),
        cmocka_unit_test(test_import_pool),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
