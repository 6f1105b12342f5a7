// Class: super-linear front end (quadratic: a declaration of N lines costs O(N^2)). InputAccumulator.feed
// re-parses the whole open input (SwiftSource.isComplete -> Parser.parse) at every line, so a 1,000-line
// struct is parsed 1,000 times before it runs. CPU, release build, declaration only: 250 lines 1.6 s,
// 1,000 lines 23.4 s. swiftc 6.3.1 compiles such a file in about a second. ObsREPL should load it in well
// under a second: completeness is now decided by a scanner that asks the parser only when it cannot tell
// (SourceScanner), so the struct is parsed once (about 0.1 s in a debug build).
struct Big {
    var value = 0
    func m0(_ x: Int) -> Int {
        let y = x + 0
        return y * 2 + value
    }
    func m1(_ x: Int) -> Int {
        let y = x + 1
        return y * 2 + value
    }
    func m2(_ x: Int) -> Int {
        let y = x + 2
        return y * 2 + value
    }
    func m3(_ x: Int) -> Int {
        let y = x + 3
        return y * 2 + value
    }
    func m4(_ x: Int) -> Int {
        let y = x + 4
        return y * 2 + value
    }
    func m5(_ x: Int) -> Int {
        let y = x + 5
        return y * 2 + value
    }
    func m6(_ x: Int) -> Int {
        let y = x + 6
        return y * 2 + value
    }
    func m7(_ x: Int) -> Int {
        let y = x + 7
        return y * 2 + value
    }
    func m8(_ x: Int) -> Int {
        let y = x + 8
        return y * 2 + value
    }
    func m9(_ x: Int) -> Int {
        let y = x + 9
        return y * 2 + value
    }
    func m10(_ x: Int) -> Int {
        let y = x + 10
        return y * 2 + value
    }
    func m11(_ x: Int) -> Int {
        let y = x + 11
        return y * 2 + value
    }
    func m12(_ x: Int) -> Int {
        let y = x + 12
        return y * 2 + value
    }
    func m13(_ x: Int) -> Int {
        let y = x + 13
        return y * 2 + value
    }
    func m14(_ x: Int) -> Int {
        let y = x + 14
        return y * 2 + value
    }
    func m15(_ x: Int) -> Int {
        let y = x + 15
        return y * 2 + value
    }
    func m16(_ x: Int) -> Int {
        let y = x + 16
        return y * 2 + value
    }
    func m17(_ x: Int) -> Int {
        let y = x + 17
        return y * 2 + value
    }
    func m18(_ x: Int) -> Int {
        let y = x + 18
        return y * 2 + value
    }
    func m19(_ x: Int) -> Int {
        let y = x + 19
        return y * 2 + value
    }
    func m20(_ x: Int) -> Int {
        let y = x + 20
        return y * 2 + value
    }
    func m21(_ x: Int) -> Int {
        let y = x + 21
        return y * 2 + value
    }
    func m22(_ x: Int) -> Int {
        let y = x + 22
        return y * 2 + value
    }
    func m23(_ x: Int) -> Int {
        let y = x + 23
        return y * 2 + value
    }
    func m24(_ x: Int) -> Int {
        let y = x + 24
        return y * 2 + value
    }
    func m25(_ x: Int) -> Int {
        let y = x + 25
        return y * 2 + value
    }
    func m26(_ x: Int) -> Int {
        let y = x + 26
        return y * 2 + value
    }
    func m27(_ x: Int) -> Int {
        let y = x + 27
        return y * 2 + value
    }
    func m28(_ x: Int) -> Int {
        let y = x + 28
        return y * 2 + value
    }
    func m29(_ x: Int) -> Int {
        let y = x + 29
        return y * 2 + value
    }
    func m30(_ x: Int) -> Int {
        let y = x + 30
        return y * 2 + value
    }
    func m31(_ x: Int) -> Int {
        let y = x + 31
        return y * 2 + value
    }
    func m32(_ x: Int) -> Int {
        let y = x + 32
        return y * 2 + value
    }
    func m33(_ x: Int) -> Int {
        let y = x + 33
        return y * 2 + value
    }
    func m34(_ x: Int) -> Int {
        let y = x + 34
        return y * 2 + value
    }
    func m35(_ x: Int) -> Int {
        let y = x + 35
        return y * 2 + value
    }
    func m36(_ x: Int) -> Int {
        let y = x + 36
        return y * 2 + value
    }
    func m37(_ x: Int) -> Int {
        let y = x + 37
        return y * 2 + value
    }
    func m38(_ x: Int) -> Int {
        let y = x + 38
        return y * 2 + value
    }
    func m39(_ x: Int) -> Int {
        let y = x + 39
        return y * 2 + value
    }
    func m40(_ x: Int) -> Int {
        let y = x + 40
        return y * 2 + value
    }
    func m41(_ x: Int) -> Int {
        let y = x + 41
        return y * 2 + value
    }
    func m42(_ x: Int) -> Int {
        let y = x + 42
        return y * 2 + value
    }
    func m43(_ x: Int) -> Int {
        let y = x + 43
        return y * 2 + value
    }
    func m44(_ x: Int) -> Int {
        let y = x + 44
        return y * 2 + value
    }
    func m45(_ x: Int) -> Int {
        let y = x + 45
        return y * 2 + value
    }
    func m46(_ x: Int) -> Int {
        let y = x + 46
        return y * 2 + value
    }
    func m47(_ x: Int) -> Int {
        let y = x + 47
        return y * 2 + value
    }
    func m48(_ x: Int) -> Int {
        let y = x + 48
        return y * 2 + value
    }
    func m49(_ x: Int) -> Int {
        let y = x + 49
        return y * 2 + value
    }
    func m50(_ x: Int) -> Int {
        let y = x + 50
        return y * 2 + value
    }
    func m51(_ x: Int) -> Int {
        let y = x + 51
        return y * 2 + value
    }
    func m52(_ x: Int) -> Int {
        let y = x + 52
        return y * 2 + value
    }
    func m53(_ x: Int) -> Int {
        let y = x + 53
        return y * 2 + value
    }
    func m54(_ x: Int) -> Int {
        let y = x + 54
        return y * 2 + value
    }
    func m55(_ x: Int) -> Int {
        let y = x + 55
        return y * 2 + value
    }
    func m56(_ x: Int) -> Int {
        let y = x + 56
        return y * 2 + value
    }
    func m57(_ x: Int) -> Int {
        let y = x + 57
        return y * 2 + value
    }
    func m58(_ x: Int) -> Int {
        let y = x + 58
        return y * 2 + value
    }
    func m59(_ x: Int) -> Int {
        let y = x + 59
        return y * 2 + value
    }
    func m60(_ x: Int) -> Int {
        let y = x + 60
        return y * 2 + value
    }
    func m61(_ x: Int) -> Int {
        let y = x + 61
        return y * 2 + value
    }
    func m62(_ x: Int) -> Int {
        let y = x + 62
        return y * 2 + value
    }
    func m63(_ x: Int) -> Int {
        let y = x + 63
        return y * 2 + value
    }
    func m64(_ x: Int) -> Int {
        let y = x + 64
        return y * 2 + value
    }
    func m65(_ x: Int) -> Int {
        let y = x + 65
        return y * 2 + value
    }
    func m66(_ x: Int) -> Int {
        let y = x + 66
        return y * 2 + value
    }
    func m67(_ x: Int) -> Int {
        let y = x + 67
        return y * 2 + value
    }
    func m68(_ x: Int) -> Int {
        let y = x + 68
        return y * 2 + value
    }
    func m69(_ x: Int) -> Int {
        let y = x + 69
        return y * 2 + value
    }
    func m70(_ x: Int) -> Int {
        let y = x + 70
        return y * 2 + value
    }
    func m71(_ x: Int) -> Int {
        let y = x + 71
        return y * 2 + value
    }
    func m72(_ x: Int) -> Int {
        let y = x + 72
        return y * 2 + value
    }
    func m73(_ x: Int) -> Int {
        let y = x + 73
        return y * 2 + value
    }
    func m74(_ x: Int) -> Int {
        let y = x + 74
        return y * 2 + value
    }
    func m75(_ x: Int) -> Int {
        let y = x + 75
        return y * 2 + value
    }
    func m76(_ x: Int) -> Int {
        let y = x + 76
        return y * 2 + value
    }
    func m77(_ x: Int) -> Int {
        let y = x + 77
        return y * 2 + value
    }
    func m78(_ x: Int) -> Int {
        let y = x + 78
        return y * 2 + value
    }
    func m79(_ x: Int) -> Int {
        let y = x + 79
        return y * 2 + value
    }
    func m80(_ x: Int) -> Int {
        let y = x + 80
        return y * 2 + value
    }
    func m81(_ x: Int) -> Int {
        let y = x + 81
        return y * 2 + value
    }
    func m82(_ x: Int) -> Int {
        let y = x + 82
        return y * 2 + value
    }
    func m83(_ x: Int) -> Int {
        let y = x + 83
        return y * 2 + value
    }
    func m84(_ x: Int) -> Int {
        let y = x + 84
        return y * 2 + value
    }
    func m85(_ x: Int) -> Int {
        let y = x + 85
        return y * 2 + value
    }
    func m86(_ x: Int) -> Int {
        let y = x + 86
        return y * 2 + value
    }
    func m87(_ x: Int) -> Int {
        let y = x + 87
        return y * 2 + value
    }
    func m88(_ x: Int) -> Int {
        let y = x + 88
        return y * 2 + value
    }
    func m89(_ x: Int) -> Int {
        let y = x + 89
        return y * 2 + value
    }
    func m90(_ x: Int) -> Int {
        let y = x + 90
        return y * 2 + value
    }
    func m91(_ x: Int) -> Int {
        let y = x + 91
        return y * 2 + value
    }
    func m92(_ x: Int) -> Int {
        let y = x + 92
        return y * 2 + value
    }
    func m93(_ x: Int) -> Int {
        let y = x + 93
        return y * 2 + value
    }
    func m94(_ x: Int) -> Int {
        let y = x + 94
        return y * 2 + value
    }
    func m95(_ x: Int) -> Int {
        let y = x + 95
        return y * 2 + value
    }
    func m96(_ x: Int) -> Int {
        let y = x + 96
        return y * 2 + value
    }
    func m97(_ x: Int) -> Int {
        let y = x + 97
        return y * 2 + value
    }
    func m98(_ x: Int) -> Int {
        let y = x + 98
        return y * 2 + value
    }
    func m99(_ x: Int) -> Int {
        let y = x + 99
        return y * 2 + value
    }
    func m100(_ x: Int) -> Int {
        let y = x + 100
        return y * 2 + value
    }
    func m101(_ x: Int) -> Int {
        let y = x + 101
        return y * 2 + value
    }
    func m102(_ x: Int) -> Int {
        let y = x + 102
        return y * 2 + value
    }
    func m103(_ x: Int) -> Int {
        let y = x + 103
        return y * 2 + value
    }
    func m104(_ x: Int) -> Int {
        let y = x + 104
        return y * 2 + value
    }
    func m105(_ x: Int) -> Int {
        let y = x + 105
        return y * 2 + value
    }
    func m106(_ x: Int) -> Int {
        let y = x + 106
        return y * 2 + value
    }
    func m107(_ x: Int) -> Int {
        let y = x + 107
        return y * 2 + value
    }
    func m108(_ x: Int) -> Int {
        let y = x + 108
        return y * 2 + value
    }
    func m109(_ x: Int) -> Int {
        let y = x + 109
        return y * 2 + value
    }
    func m110(_ x: Int) -> Int {
        let y = x + 110
        return y * 2 + value
    }
    func m111(_ x: Int) -> Int {
        let y = x + 111
        return y * 2 + value
    }
    func m112(_ x: Int) -> Int {
        let y = x + 112
        return y * 2 + value
    }
    func m113(_ x: Int) -> Int {
        let y = x + 113
        return y * 2 + value
    }
    func m114(_ x: Int) -> Int {
        let y = x + 114
        return y * 2 + value
    }
    func m115(_ x: Int) -> Int {
        let y = x + 115
        return y * 2 + value
    }
    func m116(_ x: Int) -> Int {
        let y = x + 116
        return y * 2 + value
    }
    func m117(_ x: Int) -> Int {
        let y = x + 117
        return y * 2 + value
    }
    func m118(_ x: Int) -> Int {
        let y = x + 118
        return y * 2 + value
    }
    func m119(_ x: Int) -> Int {
        let y = x + 119
        return y * 2 + value
    }
    func m120(_ x: Int) -> Int {
        let y = x + 120
        return y * 2 + value
    }
    func m121(_ x: Int) -> Int {
        let y = x + 121
        return y * 2 + value
    }
    func m122(_ x: Int) -> Int {
        let y = x + 122
        return y * 2 + value
    }
    func m123(_ x: Int) -> Int {
        let y = x + 123
        return y * 2 + value
    }
    func m124(_ x: Int) -> Int {
        let y = x + 124
        return y * 2 + value
    }
    func m125(_ x: Int) -> Int {
        let y = x + 125
        return y * 2 + value
    }
    func m126(_ x: Int) -> Int {
        let y = x + 126
        return y * 2 + value
    }
    func m127(_ x: Int) -> Int {
        let y = x + 127
        return y * 2 + value
    }
    func m128(_ x: Int) -> Int {
        let y = x + 128
        return y * 2 + value
    }
    func m129(_ x: Int) -> Int {
        let y = x + 129
        return y * 2 + value
    }
    func m130(_ x: Int) -> Int {
        let y = x + 130
        return y * 2 + value
    }
    func m131(_ x: Int) -> Int {
        let y = x + 131
        return y * 2 + value
    }
    func m132(_ x: Int) -> Int {
        let y = x + 132
        return y * 2 + value
    }
    func m133(_ x: Int) -> Int {
        let y = x + 133
        return y * 2 + value
    }
    func m134(_ x: Int) -> Int {
        let y = x + 134
        return y * 2 + value
    }
    func m135(_ x: Int) -> Int {
        let y = x + 135
        return y * 2 + value
    }
    func m136(_ x: Int) -> Int {
        let y = x + 136
        return y * 2 + value
    }
    func m137(_ x: Int) -> Int {
        let y = x + 137
        return y * 2 + value
    }
    func m138(_ x: Int) -> Int {
        let y = x + 138
        return y * 2 + value
    }
    func m139(_ x: Int) -> Int {
        let y = x + 139
        return y * 2 + value
    }
    func m140(_ x: Int) -> Int {
        let y = x + 140
        return y * 2 + value
    }
    func m141(_ x: Int) -> Int {
        let y = x + 141
        return y * 2 + value
    }
    func m142(_ x: Int) -> Int {
        let y = x + 142
        return y * 2 + value
    }
    func m143(_ x: Int) -> Int {
        let y = x + 143
        return y * 2 + value
    }
    func m144(_ x: Int) -> Int {
        let y = x + 144
        return y * 2 + value
    }
    func m145(_ x: Int) -> Int {
        let y = x + 145
        return y * 2 + value
    }
    func m146(_ x: Int) -> Int {
        let y = x + 146
        return y * 2 + value
    }
    func m147(_ x: Int) -> Int {
        let y = x + 147
        return y * 2 + value
    }
    func m148(_ x: Int) -> Int {
        let y = x + 148
        return y * 2 + value
    }
    func m149(_ x: Int) -> Int {
        let y = x + 149
        return y * 2 + value
    }
    func m150(_ x: Int) -> Int {
        let y = x + 150
        return y * 2 + value
    }
    func m151(_ x: Int) -> Int {
        let y = x + 151
        return y * 2 + value
    }
    func m152(_ x: Int) -> Int {
        let y = x + 152
        return y * 2 + value
    }
    func m153(_ x: Int) -> Int {
        let y = x + 153
        return y * 2 + value
    }
    func m154(_ x: Int) -> Int {
        let y = x + 154
        return y * 2 + value
    }
    func m155(_ x: Int) -> Int {
        let y = x + 155
        return y * 2 + value
    }
    func m156(_ x: Int) -> Int {
        let y = x + 156
        return y * 2 + value
    }
    func m157(_ x: Int) -> Int {
        let y = x + 157
        return y * 2 + value
    }
    func m158(_ x: Int) -> Int {
        let y = x + 158
        return y * 2 + value
    }
    func m159(_ x: Int) -> Int {
        let y = x + 159
        return y * 2 + value
    }
    func m160(_ x: Int) -> Int {
        let y = x + 160
        return y * 2 + value
    }
    func m161(_ x: Int) -> Int {
        let y = x + 161
        return y * 2 + value
    }
    func m162(_ x: Int) -> Int {
        let y = x + 162
        return y * 2 + value
    }
    func m163(_ x: Int) -> Int {
        let y = x + 163
        return y * 2 + value
    }
    func m164(_ x: Int) -> Int {
        let y = x + 164
        return y * 2 + value
    }
    func m165(_ x: Int) -> Int {
        let y = x + 165
        return y * 2 + value
    }
    func m166(_ x: Int) -> Int {
        let y = x + 166
        return y * 2 + value
    }
    func m167(_ x: Int) -> Int {
        let y = x + 167
        return y * 2 + value
    }
    func m168(_ x: Int) -> Int {
        let y = x + 168
        return y * 2 + value
    }
    func m169(_ x: Int) -> Int {
        let y = x + 169
        return y * 2 + value
    }
    func m170(_ x: Int) -> Int {
        let y = x + 170
        return y * 2 + value
    }
    func m171(_ x: Int) -> Int {
        let y = x + 171
        return y * 2 + value
    }
    func m172(_ x: Int) -> Int {
        let y = x + 172
        return y * 2 + value
    }
    func m173(_ x: Int) -> Int {
        let y = x + 173
        return y * 2 + value
    }
    func m174(_ x: Int) -> Int {
        let y = x + 174
        return y * 2 + value
    }
    func m175(_ x: Int) -> Int {
        let y = x + 175
        return y * 2 + value
    }
    func m176(_ x: Int) -> Int {
        let y = x + 176
        return y * 2 + value
    }
    func m177(_ x: Int) -> Int {
        let y = x + 177
        return y * 2 + value
    }
    func m178(_ x: Int) -> Int {
        let y = x + 178
        return y * 2 + value
    }
    func m179(_ x: Int) -> Int {
        let y = x + 179
        return y * 2 + value
    }
    func m180(_ x: Int) -> Int {
        let y = x + 180
        return y * 2 + value
    }
    func m181(_ x: Int) -> Int {
        let y = x + 181
        return y * 2 + value
    }
    func m182(_ x: Int) -> Int {
        let y = x + 182
        return y * 2 + value
    }
    func m183(_ x: Int) -> Int {
        let y = x + 183
        return y * 2 + value
    }
    func m184(_ x: Int) -> Int {
        let y = x + 184
        return y * 2 + value
    }
    func m185(_ x: Int) -> Int {
        let y = x + 185
        return y * 2 + value
    }
    func m186(_ x: Int) -> Int {
        let y = x + 186
        return y * 2 + value
    }
    func m187(_ x: Int) -> Int {
        let y = x + 187
        return y * 2 + value
    }
    func m188(_ x: Int) -> Int {
        let y = x + 188
        return y * 2 + value
    }
    func m189(_ x: Int) -> Int {
        let y = x + 189
        return y * 2 + value
    }
    func m190(_ x: Int) -> Int {
        let y = x + 190
        return y * 2 + value
    }
    func m191(_ x: Int) -> Int {
        let y = x + 191
        return y * 2 + value
    }
    func m192(_ x: Int) -> Int {
        let y = x + 192
        return y * 2 + value
    }
    func m193(_ x: Int) -> Int {
        let y = x + 193
        return y * 2 + value
    }
    func m194(_ x: Int) -> Int {
        let y = x + 194
        return y * 2 + value
    }
    func m195(_ x: Int) -> Int {
        let y = x + 195
        return y * 2 + value
    }
    func m196(_ x: Int) -> Int {
        let y = x + 196
        return y * 2 + value
    }
    func m197(_ x: Int) -> Int {
        let y = x + 197
        return y * 2 + value
    }
    func m198(_ x: Int) -> Int {
        let y = x + 198
        return y * 2 + value
    }
    func m199(_ x: Int) -> Int {
        let y = x + 199
        return y * 2 + value
    }
    func m200(_ x: Int) -> Int {
        let y = x + 200
        return y * 2 + value
    }
    func m201(_ x: Int) -> Int {
        let y = x + 201
        return y * 2 + value
    }
    func m202(_ x: Int) -> Int {
        let y = x + 202
        return y * 2 + value
    }
    func m203(_ x: Int) -> Int {
        let y = x + 203
        return y * 2 + value
    }
    func m204(_ x: Int) -> Int {
        let y = x + 204
        return y * 2 + value
    }
    func m205(_ x: Int) -> Int {
        let y = x + 205
        return y * 2 + value
    }
    func m206(_ x: Int) -> Int {
        let y = x + 206
        return y * 2 + value
    }
    func m207(_ x: Int) -> Int {
        let y = x + 207
        return y * 2 + value
    }
    func m208(_ x: Int) -> Int {
        let y = x + 208
        return y * 2 + value
    }
    func m209(_ x: Int) -> Int {
        let y = x + 209
        return y * 2 + value
    }
    func m210(_ x: Int) -> Int {
        let y = x + 210
        return y * 2 + value
    }
    func m211(_ x: Int) -> Int {
        let y = x + 211
        return y * 2 + value
    }
    func m212(_ x: Int) -> Int {
        let y = x + 212
        return y * 2 + value
    }
    func m213(_ x: Int) -> Int {
        let y = x + 213
        return y * 2 + value
    }
    func m214(_ x: Int) -> Int {
        let y = x + 214
        return y * 2 + value
    }
    func m215(_ x: Int) -> Int {
        let y = x + 215
        return y * 2 + value
    }
    func m216(_ x: Int) -> Int {
        let y = x + 216
        return y * 2 + value
    }
    func m217(_ x: Int) -> Int {
        let y = x + 217
        return y * 2 + value
    }
    func m218(_ x: Int) -> Int {
        let y = x + 218
        return y * 2 + value
    }
    func m219(_ x: Int) -> Int {
        let y = x + 219
        return y * 2 + value
    }
    func m220(_ x: Int) -> Int {
        let y = x + 220
        return y * 2 + value
    }
    func m221(_ x: Int) -> Int {
        let y = x + 221
        return y * 2 + value
    }
    func m222(_ x: Int) -> Int {
        let y = x + 222
        return y * 2 + value
    }
    func m223(_ x: Int) -> Int {
        let y = x + 223
        return y * 2 + value
    }
    func m224(_ x: Int) -> Int {
        let y = x + 224
        return y * 2 + value
    }
    func m225(_ x: Int) -> Int {
        let y = x + 225
        return y * 2 + value
    }
    func m226(_ x: Int) -> Int {
        let y = x + 226
        return y * 2 + value
    }
    func m227(_ x: Int) -> Int {
        let y = x + 227
        return y * 2 + value
    }
    func m228(_ x: Int) -> Int {
        let y = x + 228
        return y * 2 + value
    }
    func m229(_ x: Int) -> Int {
        let y = x + 229
        return y * 2 + value
    }
    func m230(_ x: Int) -> Int {
        let y = x + 230
        return y * 2 + value
    }
    func m231(_ x: Int) -> Int {
        let y = x + 231
        return y * 2 + value
    }
    func m232(_ x: Int) -> Int {
        let y = x + 232
        return y * 2 + value
    }
    func m233(_ x: Int) -> Int {
        let y = x + 233
        return y * 2 + value
    }
    func m234(_ x: Int) -> Int {
        let y = x + 234
        return y * 2 + value
    }
    func m235(_ x: Int) -> Int {
        let y = x + 235
        return y * 2 + value
    }
    func m236(_ x: Int) -> Int {
        let y = x + 236
        return y * 2 + value
    }
    func m237(_ x: Int) -> Int {
        let y = x + 237
        return y * 2 + value
    }
    func m238(_ x: Int) -> Int {
        let y = x + 238
        return y * 2 + value
    }
    func m239(_ x: Int) -> Int {
        let y = x + 239
        return y * 2 + value
    }
    func m240(_ x: Int) -> Int {
        let y = x + 240
        return y * 2 + value
    }
    func m241(_ x: Int) -> Int {
        let y = x + 241
        return y * 2 + value
    }
    func m242(_ x: Int) -> Int {
        let y = x + 242
        return y * 2 + value
    }
    func m243(_ x: Int) -> Int {
        let y = x + 243
        return y * 2 + value
    }
    func m244(_ x: Int) -> Int {
        let y = x + 244
        return y * 2 + value
    }
    func m245(_ x: Int) -> Int {
        let y = x + 245
        return y * 2 + value
    }
    func m246(_ x: Int) -> Int {
        let y = x + 246
        return y * 2 + value
    }
    func m247(_ x: Int) -> Int {
        let y = x + 247
        return y * 2 + value
    }
    func m248(_ x: Int) -> Int {
        let y = x + 248
        return y * 2 + value
    }
    func m249(_ x: Int) -> Int {
        let y = x + 249
        return y * 2 + value
    }
}
print("declared")
// expect: declared
