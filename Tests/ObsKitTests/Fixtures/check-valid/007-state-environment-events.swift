// Valid SwiftUI that tools/check-interface must accept: every property wrapper, bindings, the
// environment (keys, objects, @Observable types), focus, storage, animation, gestures, lifecycle.
import SwiftUI
import Combine

final class Settings: ObservableObject {
    @Published var volume = 5
    @Published var name = ""
}

@Observable final class Library {
    var books: [String] = []
    var title = "Mine"
    @ObservationIgnored var cache: [String: Int] = [:]
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = "light"
}

extension EnvironmentValues {
    var theme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

enum Field: Hashable { case name, email }

struct Volume: View {
    @Binding var volume: Int
    var body: some View { Stepper("Volume \(volume)", value: $volume) }
}

struct LibraryEditor: View {
    @Bindable var library: Library
    var body: some View { TextField("Title", text: $library.title) }
}

struct Screen: View {
    @StateObject private var settings = Settings()
    @ObservedObject var shared: Settings
    @EnvironmentObject var env: Settings
    @Environment(\.colorScheme) private var scheme
    @Environment(\.theme) private var theme
    @Environment(\.scenePhase) private var phase
    @Environment(\.openURL) private var openURL
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(Library.self) private var library
    @Environment(Library.self) private var maybeLibrary: Library?
    @State private var library2 = Library()
    @State private var count = 0
    @State private var optionalName: String?
    @FocusState private var focused: Field?
    @FocusState private var isFocused: Bool
    @AppStorage("username") private var username = "anon"
    @AppStorage("launches") private var launches = 0
    @SceneStorage("tab") private var tab = 0
    @Namespace private var ns
    @GestureState private var drag = CGSize.zero
    @ScaledMetric private var size: CGFloat = 20
    @State private var expanded = false
    @State private var date = Date()
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        @Bindable var library = library
        VStack {
            Volume(volume: $settings.volume)
            Volume(volume: $shared.volume)
            Volume(volume: $env.volume)
            Volume(volume: .constant(3))
            Volume(volume: Binding(get: { count }, set: { count = $0 }))
            TextField("Title", text: $library.title)
            LibraryEditor(library: library2)
            TextField("Name", text: $settings.name).focused($focused, equals: .name)
            TextField("Mail", text: $username).focused($isFocused)
            if let binding = Binding($optionalName) { TextField("Optional", text: binding) }
            Text(scheme == .dark ? "dark" : "light")
            Text("\(theme) \(launches) \(tab)")
            Circle()
                .frame(width: size, height: size)
                .matchedGeometryEffect(id: "dot", in: ns)
                .offset(drag)
                .gesture(DragGesture().updating($drag) { value, state, _ in state = value.translation })
                .onTapGesture(count: 2) { withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) { expanded.toggle() } }
                .onLongPressGesture { count += 1 }
                .simultaneousGesture(TapGesture().onEnded { print("tap") })
                .gesture(MagnificationGesture().onChanged { print($0) })
            if expanded {
                Text("Details").transition(.move(edge: .bottom).combined(with: .opacity))
            }
            Button("Open") { openURL(URL(string: "https://swift.org")!) }
        }
        .animation(.easeInOut(duration: 0.2), value: expanded)
        .environment(\.theme, "dark")
        .environmentObject(settings)
        .environment(library2)
        .onAppear { focused = .name }
        .onDisappear { }
        .task { await load() }
        .task(id: count) { try? await Task.sleep(for: .seconds(1)) }
        .onChange(of: count) { newValue in print(newValue) }
        .onChange(of: count) { old, new in print(old, new) }
        .onChange(of: count, initial: true) { print("changed") }
        .onChange(of: phase) { _, newPhase in if newPhase == .background { print("bg") } }
        .onReceive(timer) { date = $0 }
        .onReceive(settings.$volume) { print($0) }
        .onOpenURL { url in print(url) }
    }

    func load() async { }
}

struct Root: View {
    @State private var library = Library()
    var body: some View {
        Screen(shared: Settings())
            .environment(library)
            .environmentObject(Settings())
    }
}

:mount Root()
