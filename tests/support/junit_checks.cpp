#include "junit_checks.h"

#include <QSet>
#include <QXmlStreamReader>

namespace cp::test {

namespace {

using Names = QSet<QString>;

// The attributes junit-10.xsd declares for each element.
const Names suitesAttributes{QStringLiteral("name"),     QStringLiteral("time"),     QStringLiteral("tests"),
                             QStringLiteral("failures"), QStringLiteral("disabled"), QStringLiteral("errors")};
const Names suiteAttributes{
    QStringLiteral("name"),      QStringLiteral("tests"),    QStringLiteral("failures"), QStringLiteral("errors"),
    QStringLiteral("group"),     QStringLiteral("time"),     QStringLiteral("disabled"), QStringLiteral("skipped"),
    QStringLiteral("timestamp"), QStringLiteral("hostname"), QStringLiteral("id"),       QStringLiteral("package"),
    QStringLiteral("file"),      QStringLiteral("log"),      QStringLiteral("url"),      QStringLiteral("version")};
const Names caseAttributes{QStringLiteral("name"),      QStringLiteral("assertions"), QStringLiteral("time"),
                           QStringLiteral("classname"), QStringLiteral("status"),     QStringLiteral("file"),
                           QStringLiteral("line")};
const Names resultAttributes{QStringLiteral("message"), QStringLiteral("type")};

bool attributesAllowed(const QXmlStreamReader &reader, const Names &allowed, QString *error)
{
    for (const QXmlStreamAttribute &attribute : reader.attributes()) {
        if (!allowed.contains(attribute.name().toString())) {
            *error = QStringLiteral("line %1: <%2> has attribute '%3', which the schema does not declare")
                         .arg(reader.lineNumber())
                         .arg(reader.name().toString(), attribute.name().toString());
            return false;
        }
    }
    return true;
}

// A count attribute: absent, or a whole number equal to `expected`.
bool countMatches(const QXmlStreamAttributes &attributes, const QString &name, int expected, bool required,
                  QString *error)
{
    if (!attributes.hasAttribute(name)) {
        if (required)
            *error = QStringLiteral("missing required attribute '%1'").arg(name);
        return !required;
    }
    bool ok = false;
    const int value = attributes.value(name).toInt(&ok);
    if (!ok || value != expected) {
        *error = QStringLiteral("attribute %1=\"%2\" but the elements hold %3")
                     .arg(name, attributes.value(name).toString())
                     .arg(expected);
        return false;
    }
    return true;
}

bool timeValid(const QXmlStreamAttributes &attributes, QString *error)
{
    if (!attributes.hasAttribute(QStringLiteral("time")))
        return true;
    bool ok = false;
    const double time = attributes.value(QStringLiteral("time")).toDouble(&ok);
    if (!ok || time < 0)
        *error = QStringLiteral("time=\"%1\" is not a non-negative number")
                     .arg(attributes.value(QStringLiteral("time")).toString());
    return ok && time >= 0;
}

} // namespace

QList<JUnitCase> readJUnitStrictly(const QByteArray &xml, QString *error)
{
    QXmlStreamReader reader(xml);
    QList<JUnitCase> all;
    int allFailures = 0;
    QXmlStreamAttributes suitesAttributesRead;
    const auto fail = [&](const QString &message) {
        *error = QStringLiteral("line %1: %2").arg(reader.lineNumber()).arg(message);
        return QList<JUnitCase>();
    };

    if (!reader.readNextStartElement() || reader.name() != QLatin1String("testsuites"))
        return fail(QStringLiteral("the root element is not <testsuites>"));
    if (!attributesAllowed(reader, suitesAttributes, error))
        return {};
    suitesAttributesRead = reader.attributes();
    int suites = 0;
    while (reader.readNextStartElement()) {
        if (reader.name() != QLatin1String("testsuite"))
            return fail(QStringLiteral("<testsuites> holds <%1>").arg(reader.name().toString()));
        ++suites;
        if (!attributesAllowed(reader, suiteAttributes, error))
            return {};
        const QXmlStreamAttributes suite = reader.attributes();
        if (suite.value(QStringLiteral("name")).isEmpty())
            return fail(QStringLiteral("a <testsuite> without a name"));
        if (!timeValid(suite, error))
            return {};
        QList<JUnitCase> cases;
        int failures = 0;
        int errors = 0;
        while (reader.readNextStartElement()) {
            if (reader.name() == QLatin1String("properties") || reader.name() == QLatin1String("system-out")
                || reader.name() == QLatin1String("system-err")) {
                reader.skipCurrentElement();
                continue;
            }
            if (reader.name() != QLatin1String("testcase"))
                return fail(QStringLiteral("<testsuite> holds <%1>").arg(reader.name().toString()));
            if (!attributesAllowed(reader, caseAttributes, error))
                return {};
            JUnitCase testCase;
            testCase.name = reader.attributes().value(QStringLiteral("name")).toString();
            testCase.classname = reader.attributes().value(QStringLiteral("classname")).toString();
            if (testCase.name.isEmpty())
                return fail(QStringLiteral("a <testcase> without a name"));
            if (!timeValid(reader.attributes(), error))
                return {};
            int results = 0;
            while (reader.readNextStartElement()) {
                const bool failure = reader.name() == QLatin1String("failure");
                const bool erred = reader.name() == QLatin1String("error");
                if (failure || erred) {
                    if (++results > 1)
                        return fail(QStringLiteral("a <testcase> with more than one failure or error"));
                    if (!attributesAllowed(reader, resultAttributes, error))
                        return {};
                    testCase.failed = true;
                    testCase.failureMessage = reader.attributes().value(QStringLiteral("message")).toString();
                    failures += failure ? 1 : 0;
                    errors += erred ? 1 : 0;
                    reader.readElementText(); // text only: an element inside is an error
                } else if (reader.name() == QLatin1String("skipped") || reader.name() == QLatin1String("system-out")
                           || reader.name() == QLatin1String("system-err")) {
                    reader.skipCurrentElement();
                } else {
                    return fail(QStringLiteral("<testcase> holds <%1>").arg(reader.name().toString()));
                }
            }
            cases.append(testCase);
        }
        if (!countMatches(suite, QStringLiteral("tests"), int(cases.size()), true, error)
            || !countMatches(suite, QStringLiteral("failures"), failures, false, error)
            || !countMatches(suite, QStringLiteral("errors"), errors, false, error))
            return {};
        all += cases;
        allFailures += failures;
    }
    if (reader.hasError())
        return fail(reader.errorString());
    reader.readNext();
    while (!reader.atEnd() && (reader.isWhitespace() || reader.isComment()))
        reader.readNext();
    if (reader.hasError() || reader.tokenType() != QXmlStreamReader::EndDocument)
        return fail(QStringLiteral("content after </testsuites>: %1").arg(reader.errorString()));
    if (suites == 0)
        return fail(QStringLiteral("no <testsuite>"));
    if (!countMatches(suitesAttributesRead, QStringLiteral("tests"), int(all.size()), false, error)
        || !countMatches(suitesAttributesRead, QStringLiteral("failures"), allFailures, false, error))
        return {};
    return all;
}

} // namespace cp::test
