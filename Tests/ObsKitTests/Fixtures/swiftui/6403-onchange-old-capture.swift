// Apple, "onChange(of:perform:)" (deprecated one-parameter form: "The previous value may be captured by the closure"); rules §15.13, §3.4
import SwiftUI

struct VolumeView: View {
    @State private var volume = 3

    var body: some View {
        let _ = print("VolumeView body: \(volume)")
        Form {
            Stepper("Volume", value: $volume, in: 0...5)
                .onChange(of: volume) { [volume] newValue in
                    print("volume went from \(volume) to \(newValue)")
                }
            Text("Level \(volume)")
        }
    }
}

:mount VolumeView()
:step "Volume" up
:step "Volume" up
:step "Volume" down 2

// expect: VolumeView body: 3
// expect: VolumeView body: 4
// expect: volume went from 3 to 4
// expect: VolumeView body: 5
// expect: volume went from 4 to 5
// expect: VolumeView body: 4
// expect: volume went from 5 to 4
// expect: VolumeView body: 3
// expect: volume went from 4 to 3
