// The text of a Text, a Button or a control's title is a LocalizedStringKey, whose interpolation adds
// `\(value, specifier: "%.1f")` (the value through a printf-style format, as String(format:) does) and
// `\(value, format: style)` (the value through a Foundation format style, as value.formatted(style) does).
// Source: Apple's documentation, LocalizedStringKey.StringInterpolation.appendInterpolation(_:specifier:) and
// appendInterpolation(_:format:). The numbers are Foundation's own, on this machine.
import SwiftUI
struct DistanceView: View {
    @State private var km = 2.5
    var body: some View {
        VStack {
            Text("Distance: \(km, specifier: "%.2f") km")
            Stepper("\(km, specifier: "%.1f") km", value: $km, in: 0...10, step: 0.5)
            Text("Share \(0.256, format: .percent)")
        }
    }
}
:mount DistanceView()
:step "2.5 km" up
:tree
// expect: DistanceView#1
// expect:   VStack
// expect:     Text "Distance: 3.00 km"
// expect:     Stepper "3.0 km" = 3.0
// expect:     Text "Share 25.6%"
