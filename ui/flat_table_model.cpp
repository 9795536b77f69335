#include "flat_table_model.h"

namespace cp {

FlatTableModel::FlatTableModel(int columnCount, QObject *parent)
    : QAbstractTableModel(parent)
    , m_columnCount(columnCount)
{ }

int FlatTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : rows();
}

int FlatTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_columnCount;
}

bool FlatTableModel::isCell(const QModelIndex &index) const
{
    return checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid);
}

} // namespace cp
