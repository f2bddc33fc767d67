import HeadlessUIKit

/// JUnit XML as `listsh test --junit` writes it and `--merge` and `--timings` read it back: one
/// `testcase` per file (and profile), its time, and its failure.
///
/// The reader takes the subset of JUnit any runner writes — `testcase` elements with `name`,
/// `classname`, `file` and `time`, and a `failure` or `error` inside — wherever they nest, and
/// ignores everything else, so that reports of other tools merge too.
package enum JUnitReport {
  /// One test case.
  package struct Case: Equatable, Sendable {
    package var name: String
    package var classname: String
    /// The file as the runner printed it (`scenarios/a.lsh [ios17]`), when the report says.
    package var file: String?
    package var seconds: Double
    /// The failure's message and details, when it failed.
    package var failure: (message: String, details: String)?

    package init(
      name: String, classname: String, file: String?, seconds: Double,
      failure: (message: String, details: String)? = nil
    ) {
      self.name = name
      self.classname = classname
      self.file = file
      self.seconds = seconds
      self.failure = failure
    }

    package static func == (a: Case, b: Case) -> Bool {
      a.name == b.name && a.classname == b.classname && a.file == b.file
        && a.seconds == b.seconds && a.failure?.message == b.failure?.message
        && a.failure?.details == b.failure?.details
    }
  }

  /// Why a report could not be read.
  package struct ReadError: Error, Equatable {
    package var message: String
  }

  /// The report of `cases`, in the order given.
  ///
  /// - Complexity: O(n) in the size of the report.
  package static func render(_ cases: [Case]) -> String {
    let failed = cases.filter { $0.failure != nil }.count
    let total = PlainText.fixed(cases.reduce(0.0) { $0 + $1.seconds }, places: 3)
    let counts = "tests=\"\(cases.count)\" failures=\"\(failed)\" time=\"\(total)\""
    var xml = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<testsuites \(counts)>",
      "  <testsuite name=\"listsh\" \(counts)>",
    ]
    for test in cases {
      let attributes =
        "name=\"\(XMLText.escaped(test.name))\" classname=\"\(XMLText.escaped(test.classname))\""
        + (test.file.map { " file=\"\(XMLText.escaped($0))\"" } ?? "")
        + " time=\"\(PlainText.fixed(test.seconds, places: 3))\""
      guard let failure = test.failure else {
        xml.append("    <testcase \(attributes)/>")
        continue
      }
      xml.append("    <testcase \(attributes)>")
      xml.append(
        "      <failure message=\"\(XMLText.escaped(failure.message))\">\(XMLText.escaped(failure.details))</failure>"
      )
      xml.append("    </testcase>")
    }
    xml += ["  </testsuite>", "</testsuites>"]
    return xml.joined(separator: "\n") + "\n"
  }

  /// The test cases of a JUnit report.
  ///
  /// - Complexity: O(n) in the report's length.
  package static func read(_ text: String) throws(ReadError) -> [Case] {
    var cases: [Case] = []
    var rest = Substring(withoutComments(text))
    guard text.contains("<testsuite") || text.contains("<testcase") else {
      throw ReadError(message: "not a JUnit report (no testsuite or testcase element)")
    }
    while let open = rest.firstRange(of: "<testcase") {
      let tagEnd = try end(of: rest[open.upperBound...])
      let tag = rest[open.upperBound..<tagEnd]
      let found = try attributes(of: tag)
      var test = Case(
        name: found["name"] ?? "", classname: found["classname"] ?? "",
        file: found["file"],
        seconds: Double(found["time"] ?? "").flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? 0)
      rest = rest[rest.index(after: tagEnd)...]
      if !tag.hasSuffix("/") {
        guard let close = rest.firstRange(of: "</testcase>") else {
          throw ReadError(message: "a testcase element is not closed")
        }
        let body = rest[..<close.lowerBound]
        for kind in ["<failure", "<error"] {
          guard test.failure == nil, let start = body.firstRange(of: kind) else { continue }
          let inner = try end(of: body[start.upperBound...])
          let message = try attributes(of: body[start.upperBound..<inner])["message"] ?? "failed"
          var details = ""
          if body[start.upperBound..<inner].hasSuffix("/") == false {
            let after = body[body.index(after: inner)...]
            let closing = after.firstRange(of: kind == "<failure" ? "</failure>" : "</error>")
            details = characterData(after[..<(closing?.lowerBound ?? after.endIndex)])
          }
          test.failure = (message, details)
        }
        rest = rest[close.upperBound...]
      }
      cases.append(test)
    }
    return cases
  }

  /// The text without its `<!-- … -->` comments (a test case inside one is not read); a
  /// `<![CDATA[ … ]]>` section is kept as it is, a `<!--` inside it included.
  static func withoutComments(_ text: String) -> String {
    guard text.contains("<!--") else { return text }
    var out = ""
    var rest = Substring(text)
    while let open = rest.firstRange(of: "<!"), open.upperBound < rest.endIndex {
      out += rest[..<open.lowerBound]
      let after = rest[open.lowerBound...]
      if after.hasPrefix("<![CDATA[") {
        let close = after.firstRange(of: "]]>")?.upperBound ?? after.endIndex
        out += after[..<close]
        rest = after[close...]
      } else if after.hasPrefix("<!--") {
        guard let close = after.dropFirst(4).firstRange(of: "-->") else { return out }
        rest = after[close.upperBound...]
      } else {
        out += "<!"
        rest = after.dropFirst(2)
      }
    }
    return out + rest
  }

  /// An element's text: `<![CDATA[ … ]]>` sections as they are, the rest with its entities
  /// resolved.
  static func characterData(_ text: Substring) -> String {
    var out = ""
    var rest = text
    while let open = rest.firstRange(of: "<![CDATA[") {
      out += unescaped(rest[..<open.lowerBound])
      let inside = rest[open.upperBound...]
      guard let close = inside.firstRange(of: "]]>") else { return out + inside }
      out += inside[..<close.lowerBound]
      rest = inside[close.upperBound...]
    }
    return out + unescaped(rest)
  }

  /// The `>` that ends a tag, outside its attributes' quotes.
  static func end(of tag: Substring) throws(ReadError) -> String.Index {
    var quote: Character?
    for i in tag.indices {
      let c = tag[i]
      if let q = quote {
        if c == q { quote = nil }
      } else if c == "\"" || c == "'" {
        quote = c
      } else if c == ">" {
        return i
      }
    }
    throw ReadError(message: "a tag is not closed")
  }

  /// The attributes of a tag's inside (`name="a" time="0.1"`), their entities resolved.
  static func attributes(of tag: Substring) throws(ReadError) -> [String: String] {
    var result: [String: String] = [:]
    var rest = tag
    while let equals = rest.firstIndex(of: "=") {
      let name = rest[..<equals]
      var after = rest[rest.index(after: equals)...].drop { $0 == " " || $0 == "\t" || $0 == "\n" }
      guard let quote = after.first, quote == "\"" || quote == "'" else {
        throw ReadError(message: "an attribute's value is not quoted")
      }
      after = after.dropFirst()
      guard let close = after.firstIndex(of: quote) else {
        throw ReadError(message: "an attribute's value is not closed")
      }
      if let last = name.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).last {
        result[String(last)] = unescaped(after[..<close])
      }
      rest = after[after.index(after: close)...]
    }
    return result
  }

  /// Text with XML's entities resolved (the five named ones and numeric references); any
  /// other `&` is kept as written.
  static func unescaped(_ text: Substring) -> String {
    guard text.contains("&") else { return String(text) }
    var out = ""
    var rest = text
    while let amp = rest.firstIndex(of: "&") {
      out += rest[..<amp]
      let after = rest[amp...]
      guard let semicolon = after.prefix(12).firstIndex(of: ";") else {
        out += "&"
        rest = rest[rest.index(after: amp)...]
        continue
      }
      let entity = after[after.index(after: amp)..<semicolon]
      let named = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]
      if let value = named[String(entity)] {
        out += value
      } else if entity.hasPrefix("#x") || entity.hasPrefix("#X"),
        let n = UInt32(entity.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(n)
      {
        out.unicodeScalars.append(scalar)
      } else if entity.hasPrefix("#"), let n = UInt32(entity.dropFirst()),
        let scalar = Unicode.Scalar(n)
      {
        out.unicodeScalars.append(scalar)
      } else {
        out += "&"
        rest = rest[rest.index(after: amp)...]
        continue
      }
      rest = rest[rest.index(after: semicolon)...]
    }
    return out + rest
  }
}
