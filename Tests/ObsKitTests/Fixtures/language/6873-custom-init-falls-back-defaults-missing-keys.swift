// Swift by Sundell style (decodeIfPresent): a custom init(from:) that falls back to defaults for missing keys
import Foundation

struct AppSettings: Decodable {
    var theme: String
    var fontSize: Int
    var showsTips: Bool
    var recentFiles: [String]
    var accentColor: String?

    enum CodingKeys: String, CodingKey {
        case theme, fontSize, showsTips, recentFiles, accentColor
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        theme = try container.decodeIfPresent(String.self, forKey: .theme) ?? "light"
        fontSize = try container.decodeIfPresent(Int.self, forKey: .fontSize) ?? 14
        showsTips = try container.decodeIfPresent(Bool.self, forKey: .showsTips) ?? true
        recentFiles = try container.decodeIfPresent([String].self, forKey: .recentFiles) ?? []
        accentColor = try container.decodeIfPresent(String.self, forKey: .accentColor)
    }
}

func show(_ label: String, _ json: String) {
    do {
        let s = try JSONDecoder().decode(AppSettings.self, from: Data(json.utf8))
        print("\(label): theme=\(s.theme) size=\(s.fontSize) tips=\(s.showsTips) recent=\(s.recentFiles) accent=\(s.accentColor ?? "none")")
    } catch {
        print("\(label): failed")
    }
}

show("empty", "{}")
show("partial", """
{"theme": "dark", "recentFiles": ["notes.txt", "todo.md"]}
""")
show("full", """
{
  "theme": "solarized",
  "fontSize": 18,
  "showsTips": false,
  "recentFiles": [],
  "accentColor": "teal"
}
""")
show("nulls", """
{"theme": null, "fontSize": null, "accentColor": null}
""")

// expect: empty: theme=light size=14 tips=true recent=[] accent=none
// expect: partial: theme=dark size=14 tips=true recent=["notes.txt", "todo.md"] accent=none
// expect: full: theme=solarized size=18 tips=false recent=[] accent=teal
// expect: nulls: theme=light size=14 tips=true recent=[] accent=none
