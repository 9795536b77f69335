# llhttp, the HTTP/1.x parser of Node.js and the successor of http_parser, from
# Debian's node-llhttp: it ships the parser as C sources, built here into a static
# library. Parsing a response takes about half the time http_parser 2.9 took
# (docs/benchmarks.md#where-the-engines-cpu-per-request-went).
find_path(LLHTTP_INCLUDE_DIR llhttp.h HINTS /usr/share/include/llhttp)
find_path(LLHTTP_SOURCE_DIR llhttp.c HINTS /usr/share/llhttp)
if(NOT LLHTTP_INCLUDE_DIR OR NOT LLHTTP_SOURCE_DIR)
    message(FATAL_ERROR "llhttp's sources were not found: install Debian's node-llhttp "
                        "(scripts/install-deps.sh build)")
endif()
add_library(llhttp STATIC
    ${LLHTTP_SOURCE_DIR}/api.c
    ${LLHTTP_SOURCE_DIR}/http.c
    ${LLHTTP_SOURCE_DIR}/llhttp.c)
target_include_directories(llhttp SYSTEM PUBLIC ${LLHTTP_INCLUDE_DIR})
# Its own code: held to its own warnings, instrumented with the rest.
target_link_libraries(llhttp PRIVATE containerperf_instrumentation)
