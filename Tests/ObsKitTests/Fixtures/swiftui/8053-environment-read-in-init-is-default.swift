// SwiftUI from Apple's documentation: an @Environment property read in a view's init gives the default; the body sees the set value
// Apple, DynamicProperty (https://developer.apple.com/documentation/swiftui/dynamicproperty): "The view gives values to these
// properties prior to recomputing the view's body." Apple, DynamicProperty.update()
// (https://developer.apple.com/documentation/swiftui/dynamicproperty/update()): "SwiftUI calls this function before rendering a
// view's body". In init the property is not yet installed, so it holds the key's default (Xcode warns "Accessing Environment's value
// outside of being installed on a View. This will always read the default value").
import SwiftUI

extension EnvironmentValues {
    @Entry var region: String = "default"
}

struct RegionLabel: View {
    @Environment(\.region) private var region

    init() {
        print("RegionLabel init sees \(region)")
    }

    var body: some View {
        let _ = print("RegionLabel body sees \(region)")
        Text(region)
    }
}

struct Shop: View {
    var body: some View {
        VStack {
            RegionLabel()
        }
        .environment(\.region, "EU")
    }
}

:mount Shop()
// expect: RegionLabel init sees default
// expect: RegionLabel body sees EU
