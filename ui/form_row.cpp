#include "form_row.h"

#include <QFormLayout>
#include <QWidget>

namespace cp {

void addFormRows(QFormLayout *form, std::initializer_list<FormRow> rows)
{
    for (const FormRow &row : rows) {
        row.field->setObjectName(QLatin1String(row.name));
        form->addRow(row.label, row.field);
    }
}

} // namespace cp
