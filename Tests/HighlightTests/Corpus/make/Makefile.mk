#***************************************************************************
#                                  _   _ ____  _
#  Project                     ___| | | |  _ \| |
#                             / __| | | | |_) | |
#                            | (__| |_| |  _ <| |___
#                             \___|\___/|_| \_\_____|
#
# Copyright (C) 1999 - 2022, Daniel Stenberg, <daniel@haxx.se>, et al.
#
# This software is licensed as described in the file COPYING, which
# you should have received as part of this distribution. The terms
# are also available at https://curl.se/docs/copyright.html.
#
# You may opt to use, copy, modify, merge, publish, distribute and/or sell
# copies of the Software, and permit persons to whom the Software is
# furnished to do so, under the terms of the COPYING file.
#
# This software is distributed on an "AS IS" basis, WITHOUT WARRANTY OF ANY
# KIND, either express or implied.
#
# SPDX-License-Identifier: curl
#
#***************************************************************************

# Makefile to build curl parts with GCC-like toolchains and optional features.
#
# Usage:   [mingw32-]make -f Makefile.mk CFG=-feat1[-feat2][-feat3][...]
# Example: [mingw32-]make -f Makefile.mk CFG=-zlib-ssl-libssh2-ipv6
#
# Set component roots via envvar <feature>_PATH. Also available for
# customization: CC, AR, RC, CPPFLAGS, LDFLAGS, LIBS, CFLAGS, RCFLAGS,
# TRIPLET, CROSSPREFIX, CURL_LDFLAGS_BIN, CURL_LDFLAGS_LIB, CURL_DLL_SUFFIX,
# and more for individual components (see below).

# This script is reused by 'src' and 'docs/examples' Makefile.mk scripts.

ifndef PROOT
  PROOT := ..
  LOCAL := 1
endif

### Common

ifeq ($(CC),cc)
  CC := gcc
endif
CC := $(CROSSPREFIX)$(CC)
AR := $(CROSSPREFIX)$(AR)
RC ?= $(CROSSPREFIX)windres

# For compatibility
ifeq ($(ARCH),w64)
  TRIPLET := x86_64-w64-mingw32
  CFLAGS  += -m64
  LDFLAGS += -m64
  RCFLAGS += --target=pe-x86-64
else ifdef ARCH
  TRIPLET := i686-w64-mingw32
  CFLAGS  += -m32
  LDFLAGS += -m32
  RCFLAGS += --target=pe-i386
else
  TRIPLET ?= $(shell $(CC) -dumpmachine)
endif

BIN_EXT := .exe

ifneq ($(findstring -w,$(TRIPLET)),)
  WIN32 := 1
else ifneq ($(findstring msdos,$(TRIPLET)),)
  # Cross-tools: https://github.com/andrewwutw/build-djgpp
  MSDOS := 1
else ifneq ($(findstring amigaos,$(TRIPLET)),)
  # Cross-tools: https://github.com/bebbo/amiga-gcc
  AMIGA := 1
endif

CPPFLAGS += -I. -I$(PROOT)/include
RCFLAGS  += -I$(PROOT)/include

ifneq ($(TRIPLET),)
CPPFLAGS += -DOS="$(TRIPLET)"
endif

ifndef WIN32
  DYN :=
endif

ifdef AMIGA
  BIN_EXT :=
endif

### Deprecated settings. For compatibility.

ifdef WATT_ROOT
  CFG += -watt
  WATT_PATH := $(realpath $(WATT_ROOT))
endif
ifneq ($(findstring 1,$(USE_OPENSSL)$(USE_SSL)),)
  CFG += -ssl
  OPENSSL_PATH := $(OPENSSL_ROOT)
endif
ifeq ($(USE_ZLIB),1)
  CFG += -zlib
  ZLIB_PATH := $(ZLIB_ROOT)
endif
ifeq ($(USE_IPV6),1)
  CFG += -ipv6
endif
ifeq ($(USE_IDNA),1)
  CFG += -idn2
  LIBIDN2_PATH := $(LIBIDN_ROOT)
  LIBS += -liconv
endif
ifeq ($(USE_ARES),1)
  CFG += -ares
  LIBCARES_PATH := $(ARES_ROOT)
endif
ifeq ($(USE_DEBUG),1)
  CFG += -debug
endif
ifeq ($(USE_CURLDEBUG),1)
  CFG += -trackmem
endif
ifeq ($(MAKE_MAP_FILE),1)
  CFG += -map
endif

### Optional features

ifneq ($(findstring -debug,$(CFG)),)
  CPPFLAGS += -DDEBUGBUILD
  LDFLAGS += -g
else
  CPPFLAGS += -DNDEBUG
endif
ifneq ($(findstring -trackmem,$(CFG)),)
  CPPFLAGS += -DCURLDEBUG
endif
ifneq ($(findstring -map,$(CFG)),)
  MAP := 1
endif

ifdef WIN32
  ifneq ($(findstring -unicode,$(CFG)),)
    CPPFLAGS += -DUNICODE -D_UNICODE
    CURL_LDFLAGS_BIN += -municode
  endif
endif

# CPPFLAGS below are only necessary when building libcurl via 'lib' (see
# comments below about exceptions). Always include them anyway to match
# behavior of other build systems.

# Linker options to exclude for shared mode executables.
_LDFLAGS :=
_LIBS :=
