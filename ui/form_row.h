#pragma once

#include <QString>

#include <initializer_list>

class QFormLayout;
class QWidget;

namespace cp {

// A field of a settings form: the widget, the object name that accessibility tools and
// tests find it by, and its label.
struct FormRow
{
    QWidget *field;
    const char *name;
    QString label;
};

// Names each field and adds it to `form` under its label, in order: a form lists each
// field once, so its name and its row cannot drift apart.
void addFormRows(QFormLayout *form, std::initializer_list<FormRow> rows);

} // namespace cp
