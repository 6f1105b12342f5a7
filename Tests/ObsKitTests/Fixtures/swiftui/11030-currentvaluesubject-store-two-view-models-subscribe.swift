// Kodeco style (CurrentValueSubject store): two view models subscribe to one shared CurrentValueSubject, get its current value at once, and re-publish every send, equal or not (rules §4.2, §6.3, §2.8, §10.1)
import SwiftUI
import Combine

final class SettingsStore {
    static let shared = SettingsStore()
    let theme = CurrentValueSubject<String, Never>("light")
}

final class ThemeLabelViewModel: ObservableObject {
    @Published private(set) var label = ""
    private let name: String
    private var bag = Set<AnyCancellable>()

    init(name: String) {
        self.name = name
        SettingsStore.shared.theme
            .sink { [weak self] value in
                print("\(name) got \(value)")
                self?.label = value.capitalized
            }
            .store(in: &bag)
    }
}

struct HeaderView: View {
    @StateObject private var viewModel = ThemeLabelViewModel(name: "header")

    var body: some View {
        let _ = print("Header body: \(viewModel.label)")
        Text("Theme: \(viewModel.label)")
    }
}

struct FooterView: View {
    @StateObject private var viewModel = ThemeLabelViewModel(name: "footer")

    var body: some View {
        let _ = print("Footer body: \(viewModel.label)")
        Text(viewModel.label)
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            HeaderView()
            Button("Go Dark") { SettingsStore.shared.theme.send("dark") }
            FooterView()
        }
    }
}

:mount ContentView()
// expect: header got light
// expect: Header body: Light
// expect: footer got light
// expect: Footer body: Light
:tap "Go Dark"
// expect: header got dark
// expect: footer got dark
// expect: Header body: Dark
// expect: Footer body: Dark
SettingsStore.shared.theme.send("dark")
// expect: header got dark
// expect: footer got dark
// expect: Header body: Dark
// expect: Footer body: Dark
print(SettingsStore.shared.theme.value)
// expect: dark
