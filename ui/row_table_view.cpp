#include "row_table_view.h"

#include <QHeaderView>

namespace cp {

RowTableView::RowTableView(QAbstractItemModel *model, SelectionMode selection, QWidget *parent)
    : QTableView(parent)
{
    setModel(model);
    setSelectionBehavior(SelectRows);
    setSelectionMode(selection);
    verticalHeader()->hide();
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
}

} // namespace cp
