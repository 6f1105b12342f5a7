// Blog post style (Observation migration): preset buttons write through `$limits.maxParallel` into an `@Observable` model
// What SwiftUI does: the binding writes `limits.maxParallel = preset` (rules §9.2). Assigning with `=` a value equal to
// the current one notifies nobody with Xcode 16.3's toolchain, so "Default" at 3 runs nothing (rules §8.1, T12). A new
// value notifies the readers of `maxParallel` only: `LimitsScreen`, which made the bindings and so read it (rules
// §8.5), then `LimitsReadout` (rules §2.8, §8.3); `RetriesReadout` read only `retries` and does not run.
// Sources: rules §2.8, §8.1, §8.3, §8.5, §9.2, T12; https://developer.apple.com/documentation/observation/observable()
import SwiftUI
import Observation

@Observable
final class DownloadLimits {
    var maxParallel = 3
    var retries = 1
}

struct PresetButton: View {
    let title: String
    let preset: Int
    @Binding var value: Int

    var body: some View {
        Button(title) { value = preset }
    }
}

struct LimitsReadout: View {
    let limits: DownloadLimits

    var body: some View {
        let _ = print("LimitsReadout body: \(limits.maxParallel) parallel")
        Text("\(limits.maxParallel) parallel downloads")
    }
}

struct RetriesReadout: View {
    let limits: DownloadLimits

    var body: some View {
        let _ = print("RetriesReadout body: \(limits.retries) retries")
        Text("\(limits.retries) retries")
    }
}

struct LimitsScreen: View {
    @Bindable var limits: DownloadLimits

    var body: some View {
        let _ = print("LimitsScreen body")
        VStack {
            LimitsReadout(limits: limits)
            RetriesReadout(limits: limits)
            PresetButton(title: "Default", preset: 3, value: $limits.maxParallel)
            PresetButton(title: "Turbo", preset: 8, value: $limits.maxParallel)
        }
    }
}

struct LimitsRoot: View {
    @State private var limits = DownloadLimits()

    var body: some View {
        LimitsScreen(limits: limits)
    }
}

:mount LimitsRoot()
// expect: LimitsScreen body
// expect: LimitsReadout body: 3 parallel
// expect: RetriesReadout body: 1 retries
:tap "Default"
:tap "Turbo"
// expect: LimitsScreen body
// expect: LimitsReadout body: 8 parallel
:tap "Turbo"
:tap "Default"
// expect: LimitsScreen body
// expect: LimitsReadout body: 3 parallel
