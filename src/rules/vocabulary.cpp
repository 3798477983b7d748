#include "vocabulary.h"

#include "carddefinition.h"

namespace rules::vocabulary {

const QList<ParameterInfo> &parameters()
{
    static const QList<ParameterInfo> table{
        {"token", "card key", "the token's card file, `resources/cards/<token>.json`"},
        {"count", "whole number 1..100 (default 1)", "how many"},
        {"amount", "whole number 0..1000", "life, damage or generic mana"},
        {"power", "whole number -100..100", "power bonus, or base power for `becomeCreature`"},
        {"toughness", "whole number -100..100", "toughness bonus, or base toughness"},
        {"nightPower", "whole number -100..100", "the power bonus instead, if it is night as it resolves"},
        {"nightToughness", "whole number -100..100", "the toughness bonus instead, at night"},
        {"keywords", "array of keywords", "keywords gained"},
        {"keyword", "keyword", "a keyword granted (static abilities)"},
        {"target", "target index", "which of the ability's `targets` (0 is the first)"},
        {"source", "target index", "the target that deals the damage"},
        {"a", "target index", "the first creature of a fight"},
        {"b", "target index", "the second creature of a fight"},
        {"onlyAtNight", "true/false", "nothing happens unless it is night as it resolves"},
        {"plusX", "true/false", "+X/+0 more, X from the activation cost"},
        {"mana", "coloured mana, e.g. `{R}{G}`", "the mana added"},
        {"cost", "a mana cost, e.g. `{1}{R}`", "a cost its controller may pay"},
        {"copiesFromGraveyard", "whole number 0..10", "copies made instead when the spell was cast from a graveyard"},
        {"anyNumber", "true/false", "any number instead of up to `count`"},
        {"plus", "whole number 0..10", "cards drawn beyond \"that many\""},
        {"maxManaValue", "whole number 0..100", "only a card with at most this mana value (CR 202.3) may be chosen"},
        {"affects", "selector", "which permanents a static ability affects"},
    };
    return table;
}

const EffectWordInfo &effect(EffectWord word)
{
    // The table is in enum order (a test checks it), so the row is found by index.
    const auto &table = effects();
    const int i = int(word);
    Q_ASSERT(i >= 0 && i < table.size() && table[i].word.value == word);
    return table[i];
}

std::optional<EffectWord> findEffect(const QString &name)
{
    for (const EffectWordInfo &e : effects())
        if (name == QLatin1String(e.word.name))
            return e.word.value;
    return std::nullopt;
}

QStringList effectNames()
{
    QStringList out;
    for (const EffectWordInfo &e : effects())
        out << QLatin1String(e.word.name);
    return out;
}

const QStringList &grantableKeywords()
{
    static const QStringList keywords = [] {
        QStringList k = enforcedKeywords();
        k << QStringLiteral("Can't be blocked") << QStringLiteral("Can't block") << QStringLiteral("Draws on combat damage");
        return k;
    }();
    return keywords;
}

namespace {

template <typename E>
QString wordRows(const QList<Word<E>> &table)
{
    QString out = QStringLiteral("| word | parameters | meaning |\n|---|---|---|\n");
    for (const Word<E> &w : table) {
        QStringList params;
        for (const QString &p : QString::fromLatin1(w.params).split(QLatin1Char(' '), Qt::SkipEmptyParts))
            params << QLatin1Char('`') + p + QLatin1Char('`');
        out += QStringLiteral("| `%1` | %2 | %3 |\n").arg(QLatin1String(w.name), params.join(QStringLiteral(", ")), QString::fromUtf8(w.doc));
    }
    return out;
}

} // namespace

QString markdown()
{
    QString out;
    out += QStringLiteral("<!-- Generated from the registry (src/rules/vocabulary.h) by `daynight --vocabulary`; a test keeps this section in step. -->\n\n");
    out += QStringLiteral(
        "A script is one kind of ability, told by its first key. The loader rejects any word or parameter\n"
        "not listed here, a value out of range, and a target index beyond the ability's `targets`, so a\n"
        "typo never becomes an ability that silently does nothing.\n\n"
        "- **Triggered** `{\"trigger\": WHEN, \"condition\"?: IF, \"targets\"?: [...], effects}` (CR 603).\n"
        "- **Activated** `{\"activated\": \"{1}{G}\", \"tap\"?, \"sacrificeSelf\"?, \"sorcerySpeed\"?, \"oncePerTurn\"?, \"targets\"?, effects}`\n"
        "  (CR 602); `{X}` in the cost is the X chosen when activating. **Loyalty** `{\"loyalty\": -3, effects}` (CR 606:\n"
        "  sorcery speed, one per permanent per turn across a transform).\n"
        "- **Static** `{\"static\": KIND, \"affects\": SELECTOR, params}` (CR 604, 611.3).\n"
        "- **Replacement** `{\"replacement\": WORD}` (CR 614). **Mana** `{\"mana\": \"any\"}`: {T}: add one mana of any color;\n"
        "  `{\"mana\": \"twoOfAnyOneColor\"}`: {T}: add two mana of any one color (CR 605, 106.1b).\n"
        "- **Spell** instructions of instants and sorceries: `{\"targets\"?: [...], effects}` (CR 113.3a).\n\n"
        "Effects are `\"effect\": WORD` with the word's parameters beside it, or several in order as\n"
        "`\"effects\": [{\"effect\": ...}, ...]` (CR 608.2c). Effects name targets by index (`\"target\": 0`).\n\n");
    out += QStringLiteral("#### Triggers (`trigger`)\n\n") + wordRows(triggers());
    out += QStringLiteral("\n#### Conditions (`condition`): an intervening \"if\", checked when it triggers and as it resolves (CR 603.4)\n\n") + wordRows(conditions());
    out += QStringLiteral("\n#### Static abilities (`static`)\n\n") + wordRows(statics());
    out += QStringLiteral("\n#### Selectors (`affects`)\n\n") + wordRows(selectors());
    out += QStringLiteral("\n#### Replacements (`replacement`)\n\n") + wordRows(replacements());
    out += QStringLiteral("\n#### Target specs (`targets`, CR 115)\n\n") + wordRows(targetSpecs());
    QList<Word<EffectWord>> effectWords;
    for (const EffectWordInfo &e : effects())
        effectWords << e.word;
    out += QStringLiteral("\n#### Effects (`effect`)\n\n") + wordRows(effectWords);
    out += QStringLiteral("\n#### Parameters\n\n| parameter | value | meaning |\n|---|---|---|\n");
    for (const ParameterInfo &p : parameters())
        out += QStringLiteral("| `%1` | %2 | %3 |\n").arg(QLatin1String(p.name), QString::fromUtf8(p.type), QString::fromUtf8(p.doc));
    out += QStringLiteral("\nKeywords a script may grant: %1.\n").arg(grantableKeywords().join(QStringLiteral(", ")));
    return out;
}

} // namespace rules::vocabulary
