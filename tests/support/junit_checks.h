#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace cp::test {

// One <testcase> of a JUnit report, as a CI system reads it.
struct JUnitCase
{
    QString name;
    QString classname;
    bool failed = false;
    QString failureMessage;
};

// Reads `xml` as a strict JUnit report: what the schema CI systems use
// (Jenkins' junit-10.xsd, which Jenkins, GitLab and GitHub's report actions read)
// allows and requires: a <testsuites> root holding <testsuite> elements with
// name and tests, <testcase> elements with a name, each at most one <failure>
// or <error> with its message; no element or attribute outside the schema;
// every count equal to what the elements hold. Returns the test cases, or
// sets *error and returns an empty list.
QList<JUnitCase> readJUnitStrictly(const QByteArray &xml, QString *error);

} // namespace cp::test
