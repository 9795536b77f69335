#pragma once

#include <QTableView>

namespace cp {

// A table of records, one a row, as the Results and Containers docks show them: whole
// rows are selected, rows have no numbers, and columns are as wide as their contents.
class RowTableView : public QTableView
{
    Q_OBJECT
public:
    RowTableView(QAbstractItemModel *model, SelectionMode selection, QWidget *parent = nullptr);
};

} // namespace cp
