#include "model/data_table.h"

#include <QBuffer>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;

namespace {

std::optional<DataTable> parse(QByteArray csv, QString *error)
{
    QBuffer buffer(&csv);
    buffer.open(QIODevice::ReadOnly);
    return DataTable::read(&buffer, QStringLiteral("data.csv"), error);
}

} // namespace

class TestDataTable : public QObject
{
    Q_OBJECT
private slots:
    void readsRowsAsWritten()
    {
        QString error;
        // A spreadsheet's byte order mark, CRLF lines, quoted commas, quotes and
        // line breaks, an empty line, and a last line without its line break.
        const auto table =
            parse("\xEF\xBB\xBFuser,note\r\nann,\"a, b\"\r\n\r\nbob,\"say \"\"hi\"\"\nthen\"\r\ncid,", &error);
        QVERIFY2(table, qPrintable(error));
        QCOMPARE(table->columns(), (QList<QByteArray>{"user", "note"}));
        QCOMPARE(table->column("user"), 0);
        QCOMPARE(table->column("note"), 1);
        QCOMPARE(table->column("User"), -1);
        QCOMPARE(table->rowCount(), 3);
        QCOMPARE(table->value(0, 1), "a, b");
        QCOMPARE(table->value(1, 1), "say \"hi\"\nthen");
        QCOMPARE(table->value(2, 0), "cid");
        QCOMPARE(table->value(2, 1), "");
        // Row k mod rows.
        QCOMPARE(table->value(3, 0), "ann");
        QCOMPARE(table->value(3000000001ull, 0), table->value(3000000001ull % 3, 0));
        QCOMPARE(table->longest(0), 3);
        QCOMPARE(table->longest(1), qsizetype(QByteArrayView("say \"hi\"\nthen").size()));
        QCOMPARE(table->columnList(), QStringLiteral("user, note"));
        QCOMPARE(table->path(), QStringLiteral("data.csv"));
    }

    void copiesShareTheirRows()
    {
        QString error;
        const auto table = parse("a\n1\n2\n", &error);
        QVERIFY(table);
        const DataTable copy = *table;
        QCOMPARE(copy.value(1, 0).data(), table->value(1, 0).data());
    }

    void refusesWhatIsNoTable_data()
    {
        QTest::addColumn<QByteArray>("csv");
        QTest::addColumn<QString>("said");
        QTest::newRow("empty") << QByteArray() << "the data file data.csv is empty";
        QTest::newRow("names only") << QByteArray("a,b\n") << "has no rows below the line that names its columns";
        QTest::newRow("a ragged row") << QByteArray("a,b\n1,2\n3\n")
                                      << "line 3 of the data file data.csv has 1 values, but its first line names 2";
        QTest::newRow("a column twice") << QByteArray("a,b,a\n1,2,3\n") << "names the column 'a' twice";
        QTest::newRow("a nameless column") << QByteArray("a,,c\n1,2,3\n") << "names no column 2 on its first line";
        QTest::newRow("an open quote") << QByteArray("a\n\"1\n2\n")
                                       << "ends inside a quoted value that starts on line 2";
    }

    void refusesWhatIsNoTable()
    {
        QFETCH(QByteArray, csv);
        QFETCH(QString, said);
        QString error;
        QVERIFY(!parse(csv, &error));
        QVERIFY2(error.contains(said), qPrintable(error));
    }

    void aFileThatCannotBeRead()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY(!DataTable::read(dir.filePath(QStringLiteral("missing.csv")), &error));
        QVERIFY2(error.startsWith(QStringLiteral("cannot read the data file "))
                     && error.contains(QStringLiteral("missing.csv")),
                 qPrintable(error));
    }
};

QTEST_APPLESS_MAIN(TestDataTable)
#include "tst_data_table.moc"
