// What the tool's files (`listsh`, which all import ListshCore) import with it: the C library
// and FoundationEssentials — Foundation only where FoundationEssentials does not exist
// (Apple's systems), since Foundation's own module links CoreFoundation and ICU into the
// static binary and doubled its start-up (docs/contributing.md § The layers). In one place,
// so that each file of the tool does not repeat the conditions.
#if canImport(FoundationEssentials)
  @_exported import FoundationEssentials
#else
  @_exported import Foundation
#endif
#if canImport(Glibc)
  @_exported import Glibc
#elseif canImport(Darwin)
  @_exported import Darwin
#endif
