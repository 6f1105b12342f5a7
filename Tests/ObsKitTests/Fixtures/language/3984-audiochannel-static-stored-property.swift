// Swift book style: AudioChannel with a static stored property and a didSet that clamps its value
struct AudioChannel {
    static let thresholdLevel = 10
    static var maxInputLevelForAllChannels = 0
    var currentLevel: Int = 0 {
        didSet {
            if currentLevel > AudioChannel.thresholdLevel {
                currentLevel = AudioChannel.thresholdLevel
            }
            if currentLevel > AudioChannel.maxInputLevelForAllChannels {
                AudioChannel.maxInputLevelForAllChannels = currentLevel
            }
        }
    }
}

var leftChannel = AudioChannel()
var rightChannel = AudioChannel()

leftChannel.currentLevel = 7
print(leftChannel.currentLevel)
print(AudioChannel.maxInputLevelForAllChannels)

rightChannel.currentLevel = 11
print(rightChannel.currentLevel)
print(AudioChannel.maxInputLevelForAllChannels)

leftChannel.currentLevel += 2
print(leftChannel.currentLevel, AudioChannel.maxInputLevelForAllChannels)
leftChannel.currentLevel = 3
print(leftChannel.currentLevel, AudioChannel.maxInputLevelForAllChannels)

var mixer = [leftChannel, rightChannel, AudioChannel()]
for i in mixer.indices {
    mixer[i].currentLevel += 5
}
print(mixer.map { $0.currentLevel })
print("threshold \(AudioChannel.thresholdLevel), max \(AudioChannel.maxInputLevelForAllChannels)")
// expect: 7
// expect: 7
// expect: 10
// expect: 10
// expect: 9 10
// expect: 3 10
// expect: [8, 10, 5]
// expect: threshold 10, max 10
