// Check error: onChange(of:) watching a struct that is not Equatable
import SwiftUI

struct MapRegion {
    var latitude: Double
    var longitude: Double
}

struct MapScreen: View {
    @State private var region = MapRegion(latitude: 48.85, longitude: 2.35)

    var body: some View {
        Text("\(region.latitude), \(region.longitude)")
            .onChange(of: region) { oldValue, newValue in
                print("moved")
            }
    }
}

:mount MapScreen()
// expect-error: instance method 'onChange(of:initial:_:)' requires that 'MapRegion' conform to 'Equatable'
