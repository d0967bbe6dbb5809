# cmake -DFILE=F -DKEYS="a;0;b" -P json_get.cmake: prints the member of the
# JSON document in F at KEYS (objects by name, arrays by index); fails when
# the document is not valid JSON or has no such member.
file(READ "${FILE}" doc)
string(JSON value ERROR_VARIABLE error GET "${doc}" ${KEYS})
if(error)
  message(FATAL_ERROR "${FILE}: ${error}")
endif()
string(JSON type TYPE "${doc}" ${KEYS})
if(type STREQUAL "NULL")
  set(value null)
endif()
message("${value}")
