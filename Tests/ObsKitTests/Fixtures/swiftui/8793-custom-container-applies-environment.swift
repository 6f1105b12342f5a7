// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/environment(_:_:) (a custom container applies environment(_:_:) to its @ViewBuilder content, so the caller's views inside it read the value, a nested container overrides it for its own content, and views outside keep the default)
import SwiftUI

extension EnvironmentValues {
    @Entry var sectionTone: String = "plain"
}

struct TonedSection<Content: View>: View {
    let tone: String
    @ViewBuilder let content: Content

    var body: some View {
        VStack {
            content
        }
        .environment(\.sectionTone, tone)
    }
}

struct ToneLabel: View {
    @Environment(\.sectionTone) private var tone
    let name: String

    var body: some View {
        Button("Tone of \(name)") { print("\(name) is \(tone)") }
    }
}

struct TonesView: View {
    var body: some View {
        VStack {
            ToneLabel(name: "header")
            TonedSection(tone: "warm") {
                ToneLabel(name: "intro")
                TonedSection(tone: "cool") {
                    ToneLabel(name: "aside")
                }
                ToneLabel(name: "outro")
            }
        }
    }
}

:mount TonesView()
:tap "Tone of header"
:tap "Tone of intro"
:tap "Tone of aside"
:tap "Tone of outro"
// expect: header is plain
// expect: intro is warm
// expect: aside is cool
// expect: outro is warm
