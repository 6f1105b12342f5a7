// Apple docs style: the AppStorage and SceneStorage pages: a key with no value gives each declaration its own default (not written); a write is shared by every view on the key and by UserDefaults.standard; a @SceneStorage string edited in a field (rules §15.14)
import SwiftUI

struct ReaderSettings: View {
    @AppStorage("fontSize") private var fontSize = 14
    @AppStorage("theme") private var theme = "light"

    var body: some View {
        let _ = print("ReaderSettings body: \(fontSize) \(theme)")
        VStack {
            Stepper("Size \(fontSize)", value: $fontSize, in: 10...20)
            Button("Dark") { theme = "dark" }
        }
    }
}

struct ArticlePreview: View {
    @AppStorage("fontSize") private var fontSize = 12
    @SceneStorage("draft") private var draft = ""

    var body: some View {
        let _ = print("ArticlePreview body: \(fontSize) draft '\(draft)'")
        TextField("Draft", text: $draft)
    }
}

struct ReaderHome: View {
    var body: some View {
        VStack {
            ReaderSettings()
            ArticlePreview()
        }
    }
}

:mount ReaderHome()
// expect: ReaderSettings body: 14 light
// expect: ArticlePreview body: 12 draft ''
print(UserDefaults.standard.object(forKey: "fontSize") == nil)
// expect: true
:step "Size 14" up
// expect: ReaderSettings body: 15 light
// expect: ArticlePreview body: 15 draft ''
print(UserDefaults.standard.integer(forKey: "fontSize"))
// expect: 15
:type "Hi" into "Draft"
// expect: ArticlePreview body: 15 draft 'H'
// expect: ArticlePreview body: 15 draft 'Hi'
:tap "Dark"
// expect: ReaderSettings body: 15 dark
