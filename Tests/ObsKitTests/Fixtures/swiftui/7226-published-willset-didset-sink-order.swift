// Where do `willSet`, `didSet`, `objectWillChange` and a `$level` sink fire relative to each other on one
// `@Published` property? A brightness model that logs all four, plus what each sees in the stored property.
// What Swift/Combine does: a property with observers and a wrapper runs `willSet`, then the wrapper's setter, then
// `didSet` (rules §15.6; The Swift Programming Language, "Property Observers"). The `@Published` setter sends
// `objectWillChange`, then gives `$level`'s subscribers the new value, then stores it (rules §6.3): the first three
// all read the old value, `didSet` the new one. The body runs once, afterwards (rules §10.1).
// Sources: rules §6.3, §10.1, §15.6, T1; https://developer.apple.com/documentation/combine/published
// https://docs.swift.org/swift-book/documentation/the-swift-programming-language/properties/#Property-Observers
import SwiftUI
import Combine

final class BrightnessModel: ObservableObject {
    @Published var level = 50 {
        willSet { print("willSet: \(level) -> \(newValue)") }
        didSet { print("didSet: \(oldValue) -> \(level)") }
    }
    private var cancellables = Set<AnyCancellable>()

    init() {
        objectWillChange
            .sink { [weak self] _ in
                print("objectWillChange: level reads \(self?.level ?? -1)")
            }
            .store(in: &cancellables)
        $level
            .sink { [weak self] value in
                print("$level sink: \(value), level reads \(self?.level ?? -1)")
            }
            .store(in: &cancellables)
    }
}

struct BrightnessView: View {
    @StateObject private var model = BrightnessModel()

    var body: some View {
        let _ = print("BrightnessView body: \(model.level)")
        VStack {
            Text("Brightness \(model.level)%")
            Button("Dim") { model.level -= 10 }
        }
    }
}

:mount BrightnessView()
// expect: $level sink: 50, level reads 50
// expect: BrightnessView body: 50
:tap "Dim"
// expect: willSet: 50 -> 40
// expect: objectWillChange: level reads 50
// expect: $level sink: 40, level reads 50
// expect: didSet: 50 -> 40
// expect: BrightnessView body: 40
