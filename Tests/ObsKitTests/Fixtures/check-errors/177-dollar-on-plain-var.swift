// Check error: '$' on a plain stored property that has no property wrapper
import SwiftUI

struct VolumeView: View {
    var level: Double = 0.5

    var body: some View {
        Slider(value: $level, in: 0...1)
    }
}
// expect-error: cannot find '$level' in scope
