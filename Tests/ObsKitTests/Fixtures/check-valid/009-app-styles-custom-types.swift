// Valid SwiftUI that tools/check-interface must accept: an App with scenes, previews (PreviewProvider
// and #Preview), custom ViewModifier, ButtonStyle, ToggleStyle, LabelStyle, PreferenceKey, and a custom
// DynamicProperty. (`@main` is left out: a script has top-level code, which `@main` forbids.)
import SwiftUI

struct CardModifier: ViewModifier {
    var radius: CGFloat = 12
    func body(content: Content) -> some View {
        content
            .padding()
            .background(.background, in: RoundedRectangle(cornerRadius: radius))
            .shadow(radius: 2)
    }
}

extension View {
    func card(radius: CGFloat = 12) -> some View { modifier(CardModifier(radius: radius)) }
}

struct PressableStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .background(configuration.isPressed ? Color.gray : Color.blue)
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
    }
}

struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button { configuration.isOn.toggle() } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                configuration.label
            }
        }
    }
}

struct TrailingIconStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.title; configuration.icon }
    }
}

struct WidthKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

struct Clock: DynamicProperty {
    @State private var ticks = 0
    var value: Int { ticks }
    func tick() { ticks += 1 }
}

struct ContentView: View {
    @State private var agreed = false
    @State private var width: CGFloat = 0
    var clock = Clock()
    var body: some View {
        VStack {
            Text("Card").card()
            Button("Press") { clock.tick() }.buttonStyle(PressableStyle())
            Toggle("Agree", isOn: $agreed).toggleStyle(CheckboxStyle())
            Label("Trailing", systemImage: "arrow.right").labelStyle(TrailingIconStyle())
            Text("Measured")
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
                })
        }
        .onPreferenceChange(WidthKey.self) { width = $0 }
    }
}

struct SettingsView: View {
    var body: some View { Text("Settings") }
}

struct DemoApp: App {
    @StateObject private var store = Store()
    @Environment(\.scenePhase) private var phase
    var body: some Scene {
        WindowGroup {
            ContentView().environmentObject(store)
        }
        .onChange(of: phase) { _, new in print(new) }
    }
}

// @State outside a view compiles (SwiftUI only warns at run time that it is not installed).
final class NotAView {
    @State var count = 0
    func bump() { count += 1 }
}

struct Helper {
    @State private var flag = false
    var binding: Binding<Bool> { $flag }
}

final class Store: ObservableObject {
    @Published var items: [String] = []
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
            .previewDisplayName("Default")
        ContentView()
            .preferredColorScheme(.dark)
    }
}

#Preview {
    ContentView()
}

#Preview("Settings") {
    SettingsView()
        .environmentObject(Store())
}

#if os(macOS)
let notChecked: Int = "an iOS build does not compile this block, so it is not checked"
#endif

:mount ContentView()
