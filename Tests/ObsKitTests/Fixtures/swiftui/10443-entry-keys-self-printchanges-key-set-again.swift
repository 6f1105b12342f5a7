// environment and custom wrappers style: two @Entry keys and Self._printChanges(); a key set again to an equal value on every parent render re-runs nobody, a changed key re-runs only the view that declares it, named by its stored field (_rowDensity); a view with no dynamic properties prints only @self (rules §14.2, §12.1, §12.2)
import SwiftUI

extension EnvironmentValues {
    @Entry var rowDensity: Int = 1
    @Entry var headerStyle: String = "large"
}

struct HeaderLine: View {
    @Environment(\.headerStyle) private var headerStyle

    var body: some View {
        let _ = Self._printChanges()
        Text("Header \(headerStyle)")
    }
}

struct DensityLine: View {
    @Environment(\.rowDensity) private var rowDensity

    var body: some View {
        let _ = Self._printChanges()
        Text("Density \(rowDensity)")
    }
}

struct StaticLine: View {
    var body: some View {
        let _ = Self._printChanges()
        Text("Static")
    }
}

struct LayoutSettings: View {
    @State private var density = 1

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            HeaderLine()
            DensityLine()
            StaticLine()
            Button("Denser") { density += 1 }
        }
        .environment(\.rowDensity, density)
        .environment(\.headerStyle, "compact")
    }
}

:mount LayoutSettings()
// expect: LayoutSettings: @self, @identity, _density changed.
// expect: HeaderLine: @self, @identity, _headerStyle changed.
// expect: DensityLine: @self, @identity, _rowDensity changed.
// expect: StaticLine: @self changed.
:tap "Denser"
// expect: LayoutSettings: _density changed.
// expect: DensityLine: _rowDensity changed.
:tap "Denser"
// expect: LayoutSettings: _density changed.
// expect: DensityLine: _rowDensity changed.
