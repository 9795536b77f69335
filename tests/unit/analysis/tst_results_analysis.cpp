#include "analysis/group_selector.h"
#include "analysis/results_analysis.h"

#include <QDir>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace cp;

namespace {

QString fixture(const QString &relative)
{
    return QDir(QStringLiteral(CONTAINERPERF_FIXTURES)).filePath(relative);
}

const GroupSummary *findGroup(const ResultsAnalysis &analysis, const QStringList &key)
{
    const auto it = std::find_if(analysis.groups.begin(), analysis.groups.end(),
                                 [&](const GroupSummary &g) { return g.key == key; });
    return it == analysis.groups.end() ? nullptr : &*it;
}

} // namespace

class TestResultsAnalysis : public QObject
{
    Q_OBJECT
private slots:
    void sebsResultWithDefaults();
    void samplesDirectoryLeavesOutFailures();
    void leftOutNote();
    void errorsComeBackWithTheReason();
    void selectorsParseAndMatch_data();
    void selectorsParseAndMatch();
    void compareGroupsPoolsWhatEachSideSelects();
};

// The figures come from tests/unit/stats/derive_expected.py --fixtures, which
// shares no code with the core (the same ones tst_analyze checks in the CLI's JSON).
void TestResultsAnalysis::sebsResultWithDefaults()
{
    QString error;
    const auto analysis = analyzeResults(fixture(QStringLiteral("sebs/aws_120.csv")), &error);
    QVERIFY2(analysis, qPrintable(error));
    QCOMPARE(analysis->file, fixture(QStringLiteral("sebs/aws_120.csv")));
    QCOMPARE(analysis->column, QStringLiteral("client_time"));
    QCOMPARE(analysis->groupColumns,
             (QStringList{QStringLiteral("memory"), QStringLiteral("type"), QStringLiteral("is_cold")}));
    QCOMPARE(analysis->groups.size(), std::size_t(14));
    QVERIFY(std::is_sorted(analysis->groups.begin(), analysis->groups.end(),
                           [](const GroupSummary &a, const GroupSummary &b) { return GroupKeyLess()(a.key, b.key); }));
    QVERIFY(analysis->leftOutNote().isEmpty());

    const GroupSummary *warm =
        findGroup(*analysis, {QStringLiteral("128"), QStringLiteral("warm"), QStringLiteral("False")});
    QVERIFY(warm);
    const stats::Summary &s = warm->summary;
    QCOMPARE(s.n, 249);
    QCOMPARE(s.median, 2178651.0);
    QCOMPARE(s.min, 1967358.0);
    QCOMPARE(s.max, 20153865.0);
    QVERIFY(std::abs(s.mean - 2396909.4136546184) < 1e-6);
    QVERIFY(std::abs(s.std - 1631746.7308558263) < 1e-6);
    QVERIFY(s.ci95_median && s.ci95_median->lo == 2151094.0 && s.ci95_median->hi == 2205714.0);
    QVERIFY(s.ci95_median_sebs && s.ci95_median_sebs->lo == 2151644.0 && s.ci95_median_sebs->hi == 2215276.0);
}

void TestResultsAnalysis::samplesDirectoryLeavesOutFailures()
{
    QString error;
    const auto analysis = analyzeResults(fixture(QStringLiteral("analyze/finished-run")), &error);
    QVERIFY2(analysis, qPrintable(error));
    QVERIFY(analysis->file.endsWith(QLatin1String("samples.csv")));
    QCOMPARE(analysis->column, QStringLiteral("total_us"));
    QCOMPARE(analysis->groups.size(), std::size_t(2));
    const GroupSummary &r1 = analysis->groups.front();
    QCOMPARE(r1.key,
             (QStringList{QStringLiteral("r1"), QStringLiteral("continuous"), QStringLiteral("128"),
                          QStringLiteral("1"), QStringLiteral("5")}));
    QCOMPARE(r1.summary.n, 12);
    QCOMPARE(r1.summary.median, 1224.0);
    QCOMPARE(r1.summary.max, 9800.0);
    QCOMPARE(analysis->groups.back().summary.median, 50750.0);
    QCOMPARE(analysis->failedSkipped, 2);

    // Another column and grouping of the same file.
    const auto source = ResultsSource::resolve(fixture(QStringLiteral("analyze/finished-run")), &error);
    QVERIFY(source);
    const auto byType = analyzeResults(*source, QStringLiteral("ttfb_us"), {QStringLiteral("type")}, &error);
    QVERIFY2(byType, qPrintable(error));
    QCOMPARE(byType->groups.size(), std::size_t(2));
    QCOMPARE(byType->groups.front().key, QStringList{QStringLiteral("cold")});
    QCOMPARE(byType->groups.front().summary.min, 47960.0);
}

void TestResultsAnalysis::leftOutNote()
{
    ResultsAnalysis analysis;
    QCOMPARE(analysis.leftOutNote(), QString());
    analysis.emptySkipped = 3;
    QCOMPARE(analysis.leftOutNote(), QStringLiteral("Left out: 3 empty values."));
    analysis.failedSkipped = 2;
    analysis.partialLineDropped = true;
    QCOMPARE(analysis.leftOutNote(),
             QStringLiteral("Left out: 3 empty values, 2 failed requests, the cut-off last line of the journal."));

    QString error;
    const auto journal = analyzeResults(fixture(QStringLiteral("analyze/killed-run")), &error);
    QVERIFY2(journal, qPrintable(error));
    QVERIFY(journal->partialLineDropped);
    QVERIFY(journal->leftOutNote().contains(QLatin1String("cut-off last line")));
    QCOMPARE(journal->groups.front().summary.n, 8);
    QCOMPARE(journal->groups.front().summary.median, 935.0);
}

void TestResultsAnalysis::errorsComeBackWithTheReason()
{
    QString error;
    QVERIFY(!analyzeResults(fixture(QStringLiteral("analyze/non_numeric.csv")), &error));
    QVERIFY2(error.contains(QLatin1String("non_numeric.csv:3")) && error.contains(QLatin1String("'12ms'")),
             qPrintable(error));
    error.clear();
    QVERIFY(!analyzeResults(fixture(QStringLiteral("analyze/empty-dir")), &error));
    QVERIFY2(error.contains(QLatin1String("empty-dir")), qPrintable(error));
    // A samples file has no client_time: the message lists the columns it has.
    const auto source = ResultsSource::resolve(fixture(QStringLiteral("analyze/finished-run")), &error);
    QVERIFY(source);
    QVERIFY(!analyzeResults(*source, QStringLiteral("client_time"), {}, &error));
    QVERIFY2(error.contains(QLatin1String("samples.csv:1")) && error.contains(QLatin1String("total_us")),
             qPrintable(error));
}

void TestResultsAnalysis::selectorsParseAndMatch_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<bool>("matchesWarm128");
    QTest::newRow("one pair") << QStringLiteral("memory=128") << true << true;
    QTest::newRow("two pairs") << QStringLiteral("memory=128,type=warm") << true << true;
    QTest::newRow("numerically") << QStringLiteral("memory=128.0") << true << true;
    QTest::newRow("any case") << QStringLiteral("is_cold=false") << true << true;
    QTest::newRow("spaces") << QStringLiteral(" memory = 128 , type=warm") << true << true;
    QTest::newRow("other value") << QStringLiteral("memory=256") << true << false;
    QTest::newRow("unknown column") << QStringLiteral("region=eu") << true << false;
    QTest::newRow("no value") << QStringLiteral("memory") << false << false;
    QTest::newRow("no column") << QStringLiteral("=128") << false << false;
    QTest::newRow("empty") << QString() << false << false;
}

void TestResultsAnalysis::selectorsParseAndMatch()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(bool, matchesWarm128);
    const auto selector = GroupSelector::parse(text);
    QCOMPARE(selector.has_value(), valid);
    if (!selector)
        return;
    QCOMPARE(selector->text, text);
    const QStringList columns{QStringLiteral("memory"), QStringLiteral("type"), QStringLiteral("is_cold")};
    const QStringList key{QStringLiteral("128"), QStringLiteral("warm"), QStringLiteral("False")};
    QCOMPARE(selector->matches(columns, key), matchesWarm128);
}

void TestResultsAnalysis::compareGroupsPoolsWhatEachSideSelects()
{
    QString error;
    const auto source = ResultsSource::resolve(fixture(QStringLiteral("sebs/aws_120.csv")), &error);
    QVERIFY(source);
    const auto a = GroupSelector::parse(QStringLiteral("memory=128,type=warm"));
    const auto b = GroupSelector::parse(QStringLiteral("memory=256,type=warm"));
    QVERIFY(a && b);
    const auto comparison = compareGroups(*source, QStringLiteral("client_time"), *a, *b, &error);
    QVERIFY2(comparison, qPrintable(error));
    QCOMPARE(comparison->nA, 249);
    QCOMPARE(comparison->nB, 200);
    QCOMPARE(comparison->medianA, 2178651.0);
    QCOMPARE(comparison->medianB, 1428593.0);
    QCOMPARE(comparison->difference, 1428593.0 - 2178651.0);
    QVERIFY(comparison->ci95 && comparison->ci95->lo < comparison->difference
            && comparison->difference < comparison->ci95->hi);

    // memory=128 alone pools every type of that memory.
    const auto all128 = GroupSelector::parse(QStringLiteral("memory=128"));
    const auto pooled = compareGroups(*source, QStringLiteral("client_time"), *all128, *b, &error);
    QVERIFY(pooled);
    QVERIFY(pooled->nA > 249);

    const auto none = GroupSelector::parse(QStringLiteral("memory=99"));
    QVERIFY(!compareGroups(*source, QStringLiteral("client_time"), *a, *none, &error));
    QVERIFY2(error.contains(QLatin1String("'memory=99'")) && error.contains(QLatin1String("client_time")),
             qPrintable(error));
}

QTEST_GUILESS_MAIN(TestResultsAnalysis)
#include "tst_results_analysis.moc"
