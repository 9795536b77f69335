#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <cstdint>
#include <optional>

class QIODevice;

namespace cp {

// The rows of a CSV data file that feed a request's {{data.COLUMN}} placeholders
// (docs/load-testing.md#data-files): its first record names the columns, and
// request k takes row k mod rows, so every row is used in turn and a request's
// values follow from its id alone, whichever thread sends it. Values are kept as
// the file's bytes. Copies share the rows; reading them from several threads is safe.
class DataTable
{
public:
    // Rows a file may hold: a table is read whole before a run and kept in memory.
    static constexpr qsizetype MaxRows = 10'000'000;

    DataTable() = default;

    // The table in the file at `path`, or nothing with *error saying what is wrong
    // and where (the file, its line).
    static std::optional<DataTable> read(const QString &path, QString *error);
    // The same from any device; `name` stands for it in messages.
    static std::optional<DataTable> read(QIODevice *device, const QString &name, QString *error);

    bool isEmpty() const { return m_rows.isEmpty(); }
    // Where it was read from, as given to read().
    const QString &path() const { return m_path; }
    const QList<QByteArray> &columns() const { return m_columns; }
    // The place of the column named `name`, or -1.
    int column(QByteArrayView name) const;
    qsizetype rowCount() const { return m_rows.size(); }
    // Row `row mod rowCount()`'s value in `column`.
    QByteArrayView value(std::uint64_t row, int column) const
    {
        return m_rows[qsizetype(row % std::uint64_t(m_rows.size()))][column];
    }
    // The longest value of `column`, in bytes.
    qsizetype longest(int column) const { return m_longest[column]; }
    // Its columns' names, as a message lists them.
    QString columnList() const;

    Q_DECLARE_TR_FUNCTIONS(cp::DataTable)

private:
    QString m_path;
    QList<QByteArray> m_columns;
    QList<QList<QByteArray>> m_rows;
    QList<qsizetype> m_longest;
};

} // namespace cp
