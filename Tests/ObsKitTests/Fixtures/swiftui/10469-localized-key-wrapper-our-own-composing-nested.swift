// environment and custom wrappers style: a @Localized("key") wrapper of our own composing a nested @Environment; the host re-runs when the language in the environment changes (its nested box reports the change), while a sibling that reads nothing keeps its body (rules §7.1, §7.3, §14.2)
import SwiftUI

extension EnvironmentValues {
    @Entry var appLanguage: String = "en"
}

let phrasebook: [String: [String: String]] = [
    "hello": ["en": "Hello", "fr": "Bonjour", "es": "Hola"]
]

@propertyWrapper
struct Localized: DynamicProperty {
    @Environment(\.appLanguage) private var language
    let key: String

    init(_ key: String) {
        self.key = key
    }

    var wrappedValue: String {
        phrasebook[key]?[language] ?? key
    }
}

struct GreetingLine: View {
    @Localized("hello") private var hello

    var body: some View {
        let _ = print("GreetingLine body: \(hello)")
        Text(hello)
    }
}

struct SignatureLine: View {
    var body: some View {
        let _ = print("SignatureLine body")
        Text("- the team")
    }
}

struct LanguageSwitcher: View {
    @State private var language = "en"

    var body: some View {
        VStack {
            GreetingLine()
            SignatureLine()
            Button("Francais") { language = "fr" }
            Button("Espanol") { language = "es" }
        }
        .environment(\.appLanguage, language)
    }
}

:mount LanguageSwitcher()
// expect: GreetingLine body: Hello
// expect: SignatureLine body
:tap "Francais"
// expect: GreetingLine body: Bonjour
:tap "Espanol"
// expect: GreetingLine body: Hola
