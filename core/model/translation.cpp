#include "model/translation.h"

#include <QCoreApplication>

namespace cp {

QString tr(const char *text, const char *disambiguation, int n)
{
    return QCoreApplication::translate("cp", text, disambiguation, n);
}

} // namespace cp
