// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/publisher/assign(to:) (assign(to:on: self) keeps a strong reference to self, so the model stored in its own cancellables never deinits; assign(to: &$display) ends with the Published property and lets the model go)
import SwiftUI
import Combine

enum ClockSource {
    static let ticks = PassthroughSubject<Int, Never>()
}

final class LeakyClock: ObservableObject {
    @Published var display = ""
    private var cancellables = Set<AnyCancellable>()

    init() {
        print("LeakyClock init")
        ClockSource.ticks
            .map { "t=\($0)" }
            .assign(to: \.display, on: self)
            .store(in: &cancellables)
    }

    deinit { print("LeakyClock deinit") }
}

final class TidyClock: ObservableObject {
    @Published var display = ""

    init() {
        print("TidyClock init")
        ClockSource.ticks
            .map { "t=\($0)" }
            .assign(to: &$display)
    }

    deinit { print("TidyClock deinit") }
}

struct LeakyFace: View {
    @StateObject private var clock = LeakyClock()
    var body: some View { Text("leaky \(clock.display)") }
}

struct TidyFace: View {
    @StateObject private var clock = TidyClock()
    var body: some View { Text("tidy \(clock.display)") }
}

struct ClockScreen: View {
    @State private var showClocks = true

    var body: some View {
        VStack {
            Button("Close clocks") { showClocks = false }
            if showClocks {
                LeakyFace()
                TidyFace()
            }
        }
    }
}

:mount ClockScreen()
:tap "Close clocks"
// expect: LeakyClock init
// expect: TidyClock init
// expect: TidyClock deinit
