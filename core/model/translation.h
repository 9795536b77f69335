#pragma once

#include <QString>

namespace cp {

// tr() for code outside a class. lupdate files such a call under the
// namespace's name, so this translates in the context "cp"; a class that is
// no QObject declares its own tr() with Q_DECLARE_TR_FUNCTIONS and its
// qualified name, the context lupdate gives its member functions' calls. Any
// other context would leave the message untranslated at run time
// (scripts/check-translations.sh).
QString tr(const char *text, const char *disambiguation = nullptr, int n = -1);

} // namespace cp
