# One place for compile settings: every target links containerperf_settings.
add_library(containerperf_settings INTERFACE)
target_compile_options(containerperf_settings INTERFACE
    -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wold-style-cast
    -Wcast-align -Woverloaded-virtual -Wnull-dereference -Wformat=2)
target_compile_definitions(containerperf_settings INTERFACE
    QT_NO_CAST_FROM_ASCII
    QT_NO_CAST_TO_ASCII
    QT_NO_CONTEXTLESS_CONNECT
    QT_NO_URL_CAST_FROM_STRING
    QT_USE_QSTRINGBUILDER
    QT_STRICT_ITERATORS
    CONTAINERPERF_VERSION="${PROJECT_VERSION}"
    CONTAINERPERF_APP_ID="${CONTAINERPERF_APP_ID}")

# Sanitizers and the fuzzer's coverage, for every object the build makes, C (llhttp) as
# well as C++: containerperf_settings carries it, and so does cmake/Llhttp.cmake.
add_library(containerperf_instrumentation INTERFACE)
target_link_libraries(containerperf_settings INTERFACE containerperf_instrumentation)

set(CONTAINERPERF_SANITIZE "" CACHE STRING "Sanitizers to enable, e.g. address,undefined")
if(CONTAINERPERF_SANITIZE)
    # A finding stops the program: a test can only pass without any.
    target_compile_options(containerperf_instrumentation INTERFACE
        -fsanitize=${CONTAINERPERF_SANITIZE} -fno-sanitize-recover=all -fno-omit-frame-pointer)
    target_link_options(containerperf_instrumentation INTERFACE -fsanitize=${CONTAINERPERF_SANITIZE})
endif()

# libFuzzer's coverage instrumentation for everything; the fuzz targets link
# its driver (fuzz/CMakeLists.txt). Only clang has it.
option(CONTAINERPERF_FUZZ "Build the fuzz targets (needs clang)" OFF)
if(CONTAINERPERF_FUZZ)
    if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
        message(FATAL_ERROR "CONTAINERPERF_FUZZ needs clang (libFuzzer): configure with the asan preset, "
                            "or -DCMAKE_CXX_COMPILER=clang++")
    endif()
    target_compile_options(containerperf_instrumentation INTERFACE -fsanitize=fuzzer-no-link)
endif()

# Compiler results are kept by ccache, keyed so that another checkout of the same
# sources at another path (the bare-machine check's clone, docs/testing.md#tiers)
# finds them: paths below the source folder are hashed relative to it, the working
# folder is not hashed (debug info may then name the first checkout's build folder),
# and the compiler is known by its content, not by when it was installed.
find_program(CCACHE_PROGRAM ccache)
if(CCACHE_PROGRAM)
    set(CMAKE_CXX_COMPILER_LAUNCHER env CCACHE_BASEDIR=${PROJECT_SOURCE_DIR} CCACHE_NOHASHDIR=true
                                    CCACHE_COMPILERCHECK=content ${CCACHE_PROGRAM})
    set(CMAKE_C_COMPILER_LAUNCHER ${CMAKE_CXX_COMPILER_LAUNCHER})
endif()

# Adds a static core module library cp_<name> from the given sources.
function(containerperf_add_module name)
    add_library(cp_${name} STATIC ${ARGN})
    target_include_directories(cp_${name} PUBLIC ${PROJECT_SOURCE_DIR}/core)
    target_link_libraries(cp_${name} PUBLIC containerperf_settings Qt6::Core)
endfunction()
