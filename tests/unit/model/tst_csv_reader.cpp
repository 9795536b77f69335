#include "model/csv_reader.h"

#include <QBuffer>
#include <QTest>

using namespace cp;

using Records = QList<QList<QByteArray>>;

class TestCsvReader : public QObject
{
    Q_OBJECT
private slots:
    void records_data();
    void records();
    void lineNumbersCountLineBreaksInsideQuotes();
    void cutOffLastRecordIsNotTerminated();
    void unclosedQuoteIsReported();
    void emptyInputHasNoRecord();
};

void TestCsvReader::records_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<Records>("expected");
    QTest::newRow("plain") << QByteArray("a,b\n1,2\n") << Records{{"a", "b"}, {"1", "2"}};
    QTest::newRow("CRLF") << QByteArray("a,b\r\n1,2\r\n") << Records{{"a", "b"}, {"1", "2"}};
    QTest::newRow("comma in quotes") << QByteArray("\"a, first\",1\n") << Records{{"a, first", "1"}};
    QTest::newRow("doubled quotes") << QByteArray("\"say \"\"hi\"\"\",x\n") << Records{{"say \"hi\"", "x"}};
    QTest::newRow("line break in quotes") << QByteArray("\"two\nlines\",2\n") << Records{{"two\nlines", "2"}};
    QTest::newRow("empty fields") << QByteArray(",,\n") << Records{{"", "", ""}};
    QTest::newRow("blank line") << QByteArray("a\n\nb\n") << Records{{"a"}, {""}, {"b"}};
    QTest::newRow("no final line break") << QByteArray("a,b\n1,2") << Records{{"a", "b"}, {"1", "2"}};
    // A quote inside an unquoted field is text, as writers that never quote produce it.
    QTest::newRow("quote inside a field") << QByteArray("5\"x,1\n") << Records{{"5\"x", "1"}};
}

void TestCsvReader::records()
{
    QFETCH(QByteArray, input);
    QFETCH(Records, expected);
    QBuffer buffer(&input);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    CsvReader reader(&buffer);
    Records actual;
    while (reader.next()) {
        QVERIFY(!reader.openQuote());
        actual.append(reader.fields());
    }
    QCOMPARE(actual, expected);
}

void TestCsvReader::lineNumbersCountLineBreaksInsideQuotes()
{
    QByteArray input("h\n\"a\nb\nc\"\nnext\n");
    QBuffer buffer(&input);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    CsvReader reader(&buffer);
    QVERIFY(reader.next());
    QCOMPARE(reader.line(), 1);
    QVERIFY(reader.next());
    QCOMPARE(reader.line(), 2);
    QVERIFY(reader.next());
    QCOMPARE(reader.line(), 5);
    QCOMPARE(reader.fields(), QList<QByteArray>{"next"});
    QVERIFY(!reader.next());
}

void TestCsvReader::cutOffLastRecordIsNotTerminated()
{
    QByteArray input("a,b\n1,2\n3,4");
    QBuffer buffer(&input);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    CsvReader reader(&buffer);
    QVERIFY(reader.next());
    QVERIFY(reader.terminated());
    QVERIFY(reader.next());
    QVERIFY(reader.terminated());
    QVERIFY(reader.next());
    QVERIFY(!reader.terminated());
    QCOMPARE(reader.fields(), (QList<QByteArray>{"3", "4"}));
}

void TestCsvReader::unclosedQuoteIsReported()
{
    QByteArray input("a\n\"never closed\n");
    QBuffer buffer(&input);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    CsvReader reader(&buffer);
    QVERIFY(reader.next());
    QVERIFY(!reader.openQuote());
    QVERIFY(reader.next());
    QVERIFY(reader.openQuote());
    QCOMPARE(reader.line(), 2);
}

void TestCsvReader::emptyInputHasNoRecord()
{
    QByteArray input;
    QBuffer buffer(&input);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    CsvReader reader(&buffer);
    QVERIFY(!reader.next());
}

QTEST_GUILESS_MAIN(TestCsvReader)
#include "tst_csv_reader.moc"
