// environment and custom wrappers style: an @Entry value of a struct type (a reader theme) set from the owner's @State and edited through a child's @Binding; a change of either field re-runs the reader (its key's value differs), and the controls, whose $theme binding carries a new value (rules §15.14, §14.2, §2.5, §9.3)
import SwiftUI

struct ReaderTheme: Equatable {
    var fontSize = 14
    var sepia = false
}

extension EnvironmentValues {
    @Entry var readerTheme: ReaderTheme = ReaderTheme()
}

struct ArticleText: View {
    @Environment(\.readerTheme) private var theme

    var body: some View {
        let _ = print("ArticleText body: size \(theme.fontSize), sepia \(theme.sepia)")
        Text("Once upon a time")
    }
}

struct ReaderControls: View {
    @Binding var theme: ReaderTheme

    var body: some View {
        let _ = print("ReaderControls body")
        HStack {
            Button("A+") { theme.fontSize += 2 }
            Toggle("Sepia", isOn: $theme.sepia)
        }
    }
}

struct ReaderScreen: View {
    @State private var theme = ReaderTheme()

    var body: some View {
        VStack {
            ReaderControls(theme: $theme)
            ArticleText()
        }
        .environment(\.readerTheme, theme)
    }
}

:mount ReaderScreen()
// expect: ReaderControls body
// expect: ArticleText body: size 14, sepia false
:tap "A+"
// expect: ReaderControls body
// expect: ArticleText body: size 16, sepia false
:toggle "Sepia"
// expect: ReaderControls body
// expect: ArticleText body: size 16, sepia true
