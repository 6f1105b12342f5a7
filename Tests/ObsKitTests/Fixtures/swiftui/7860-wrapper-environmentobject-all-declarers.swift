// Custom DynamicProperty: a @Reader wrapper holding @EnvironmentObject, declared by two views
// Each declaring view's nested box subscribes to the object (rules §7.1, §14.1), and any change reaches every
// observer whatever it read (rules §6.5): the button view, which reads no setting in its body, re-runs too. The owner
// re-runs through its own @StateObject box (rules §4.4); parents run before children, once each (rules §2.8).
import SwiftUI

final class ReaderSettings: ObservableObject {
    @Published var fontSize = 14
    @Published var nightMode = false
}

@propertyWrapper
struct Reader: DynamicProperty {
    @EnvironmentObject private var settings: ReaderSettings

    init() {}

    var wrappedValue: ReaderSettings { settings }
}

struct PageText: View {
    @Reader var settings

    var body: some View {
        let _ = print("PageText body: \(settings.fontSize)pt")
        Text("Chapter 1")
    }
}

struct NightButton: View {
    @Reader var settings

    var body: some View {
        let _ = print("NightButton body")
        Button("Night") { settings.nightMode.toggle() }
    }
}

struct ReaderScreen: View {
    @StateObject private var settings = ReaderSettings()

    var body: some View {
        let _ = print("ReaderScreen body")
        VStack {
            PageText()
            NightButton()
            Button("Bigger") { settings.fontSize += 2 }
        }
        .environmentObject(settings)
    }
}

:mount ReaderScreen()
// expect: ReaderScreen body
// expect: PageText body: 14pt
// expect: NightButton body
:tap "Night"
// expect: ReaderScreen body
// expect: PageText body: 14pt
// expect: NightButton body
:tap "Bigger"
// expect: ReaderScreen body
// expect: PageText body: 16pt
// expect: NightButton body
