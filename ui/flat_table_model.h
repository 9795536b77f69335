#pragma once

#include <QAbstractTableModel>

namespace cp {

// A table model with no tree below it, as the Results and Containers tables are: rows
// under the root only, each with the same fixed columns.
class FlatTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    int rowCount(const QModelIndex &parent = {}) const final;
    int columnCount(const QModelIndex &parent = {}) const final;

protected:
    FlatTableModel(int columnCount, QObject *parent);

    // The rows under the root.
    virtual int rows() const = 0;
    // `index` is a cell of this table, whose row data() and the like may read.
    bool isCell(const QModelIndex &index) const;

private:
    int m_columnCount;
};

} // namespace cp
