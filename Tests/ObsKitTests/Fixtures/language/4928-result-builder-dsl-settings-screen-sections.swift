// App code style: result builder DSL for a settings screen with sections, if/else, optionals and for loops
enum SettingRow: CustomStringConvertible {
    case toggle(String, Bool)
    case picker(String, options: [String], selected: Int)
    case link(String, destination: String)
    case footer(String)

    var description: String {
        switch self {
        case let .toggle(title, on): return "\(title) [\(on ? "ON" : "off")]"
        case let .picker(title, options, selected): return "\(title): \(options[selected]) ▸"
        case let .link(title, destination): return "\(title) → \(destination)"
        case let .footer(text): return "(\(text))"
        }
    }
}

@resultBuilder
enum RowsBuilder {
    static func buildExpression(_ row: SettingRow) -> [SettingRow] { [row] }
    static func buildExpression(_ rows: [SettingRow]) -> [SettingRow] { rows }
    static func buildBlock(_ parts: [SettingRow]...) -> [SettingRow] { parts.flatMap { $0 } }
    static func buildOptional(_ part: [SettingRow]?) -> [SettingRow] { part ?? [] }
    static func buildEither(first: [SettingRow]) -> [SettingRow] { first }
    static func buildEither(second: [SettingRow]) -> [SettingRow] { second }
    static func buildArray(_ parts: [[SettingRow]]) -> [SettingRow] { parts.flatMap { $0 } }
}

struct Section {
    let header: String
    let rows: [SettingRow]
    init(_ header: String, @RowsBuilder rows: () -> [SettingRow]) {
        self.header = header
        self.rows = rows()
    }
}

@resultBuilder
enum ScreenBuilder {
    static func buildBlock(_ sections: Section...) -> [Section] { sections }
}

struct Preferences {
    var notifications = true
    var sound = "Chime"
    var isPro = false
    var accounts = ["work@acme.io", "me@home.net"]
    var lastSync: String? = nil
}

func settingsScreen(_ prefs: Preferences, @ScreenBuilder content: (Preferences) -> [Section]) -> String {
    var lines: [String] = []
    for section in content(prefs) where !section.rows.isEmpty {
        lines.append(section.header.uppercased())
        for row in section.rows { lines.append("  " + row.description) }
    }
    return lines.joined(separator: "\n")
}

let sounds = ["Chime", "Bell", "None"]

func render(_ prefs: Preferences) {
    let screen = settingsScreen(prefs) { p in
        Section("Notifications") {
            SettingRow.toggle("Allow notifications", p.notifications)
            if p.notifications {
                SettingRow.picker("Sound", options: sounds, selected: sounds.firstIndex(of: p.sound) ?? 0)
            }
        }
        Section("Accounts") {
            for (index, account) in p.accounts.enumerated() {
                SettingRow.link("\(index + 1). \(account)", destination: "AccountDetail")
            }
            if p.accounts.isEmpty {
                SettingRow.footer("No accounts yet")
            } else {
                SettingRow.footer("\(p.accounts.count) signed in")
            }
        }
        Section("Subscription") {
            if p.isPro {
                SettingRow.link("Manage plan", destination: "Billing")
            } else {
                [SettingRow.link("Upgrade to Pro", destination: "Paywall"), .footer("Unlock themes and sync")]
            }
            if let sync = p.lastSync {
                SettingRow.footer("Last sync \(sync)")
            }
        }
        Section("Empty") {
            if p.isPro && !p.notifications {
                SettingRow.footer("hidden unless pro without notifications")
            }
        }
    }
    print(screen)
    print("---")
}

var prefs = Preferences()
render(prefs)
prefs.notifications = false
prefs.isPro = true
prefs.lastSync = "2 min ago"
prefs.accounts.removeAll()
render(prefs)
prefs.notifications = true
prefs.sound = "Bell"
prefs.accounts = ["solo@x.org"]
render(prefs)

// expect: NOTIFICATIONS
// expect:   Allow notifications [ON]
// expect:   Sound: Chime ▸
// expect: ACCOUNTS
// expect:   1. work@acme.io → AccountDetail
// expect:   2. me@home.net → AccountDetail
// expect:   (2 signed in)
// expect: SUBSCRIPTION
// expect:   Upgrade to Pro → Paywall
// expect:   (Unlock themes and sync)
// expect: ---
// expect: NOTIFICATIONS
// expect:   Allow notifications [off]
// expect: ACCOUNTS
// expect:   (No accounts yet)
// expect: SUBSCRIPTION
// expect:   Manage plan → Billing
// expect:   (Last sync 2 min ago)
// expect: EMPTY
// expect:   (hidden unless pro without notifications)
// expect: ---
// expect: NOTIFICATIONS
// expect:   Allow notifications [ON]
// expect:   Sound: Bell ▸
// expect: ACCOUNTS
// expect:   1. solo@x.org → AccountDetail
// expect:   (1 signed in)
// expect: SUBSCRIPTION
// expect:   Manage plan → Billing
// expect:   (Last sync 2 min ago)
// expect: ---
