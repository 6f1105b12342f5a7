// A function named like a library one (`print(_:)` for a report type) does not hide the library's:
// other arguments still reach Swift's print. Expected output from swiftc 6.3.1 on Linux.
struct Report { var title: String; var lines: [String] }

func print(_ report: Report) {
    Swift.print("== \(report.title) ==")
    for line in report.lines { Swift.print("  " + line) }
}

let weekly = Report(title: "Week 12", lines: ["3 bugs fixed", "1 release"])
print(weekly)
print("plain text", 42)
print([1, 2], separator: "-")

// expect: == Week 12 ==
// expect:   3 bugs fixed
// expect:   1 release
// expect: plain text 42
// expect: [1, 2]
