// Tests of the info-string options: every option, and every error with its column.
import Testing
@testable import Diagram

@Suite struct OptionsTests {
    func errors(_ info: String) -> [String] {
        DiagramOptions.parse(infoString: info).errors.map(\.description)
    }

    @Test func defaults() {
        let (options, errors) = DiagramOptions.parse(infoString: "layout")
        #expect(errors.isEmpty)
        #expect(options == DiagramOptions())
        #expect(!options.showsFrames && !options.showsGuides && options.widths.isEmpty && options.caption == nil)
    }

    @Test func everyOption() {
        let (options, errors) = DiagramOptions.parse(infoString: #"layout width=393 height=700 caption="A stack, “quoted” & 世界" show=frames,guides"#)
        #expect(errors.isEmpty)
        #expect(options.widths == [393])
        #expect(options.height == 700)
        #expect(options.caption == "A stack, “quoted” & 世界")
        #expect(options.showsFrames && options.showsGuides)
        let several = DiagramOptions.parse(infoString: "layout widths=320, 393,430 show=guides caption=Pager")
        #expect(several.errors.isEmpty)
        #expect(several.options.widths == [320, 393, 430])
        #expect(several.options.showsGuides && !several.options.showsFrames)
        #expect(several.options.caption == "Pager")
    }

    @Test func constraintsAndSwitch() {
        #expect(DiagramOptions.parse(infoString: "layout").options.showsConstraints == nil)
        #expect(DiagramOptions.parse(infoString: "layout show=constraints").options.showsConstraints == true)
        #expect(DiagramOptions.parse(infoString: "layout hide=constraints show=frames").options.showsConstraints == false)
        let picked = DiagramOptions.parse(infoString: "layout widths=320,393,430 switch")
        #expect(picked.errors.isEmpty && picked.options.switchesWidths && picked.options.widths == [320, 393, 430])
        #expect(errors("layout hide=frames") == ["1:13: Unknown value 'frames' for 'hide'. 'hide' takes 'constraints'."])
    }

    @Test func errorsWithColumns() {
        #expect(errors("swift") == ["1:1: A layout block's info string must start with 'layout'."])
        #expect(errors("layout widht=3") == ["1:8: Unknown option 'widht'. Did you mean 'width'? Options are 'width', 'widths', 'height', 'caption', 'show', 'hide'."])
        #expect(errors("layout width=0") == ["1:14: 'width' takes one number of points greater than 0, found '0'."])
        #expect(errors("layout width=wide") == ["1:14: 'width' takes one number of points greater than 0, found 'wide'."])
        #expect(errors("layout widths=320,x") == ["1:15: 'widths' takes numbers of points greater than 0 separated by commas, like 'widths=320,393', found '320,x'."])
        #expect(errors("layout widths=1,2,3,4,5,6,7") == ["1:15: 'widths' lists 7 widths; draw at most 6 side by side."])
        #expect(errors("layout width=320 widths=320,393") == ["1:18: 'widths' repeats an option set at column 8; keep one."])
        #expect(errors("layout show=frame") == ["1:13: Unknown value 'frame' for 'show'. Did you mean 'frames'? 'show' takes 'frames', 'guides', 'constraints' or several: 'show=frames,guides'."])
        #expect(errors("layout show") == ["1:8: Expected '=' after 'show', like 'show=frames'."])
        #expect(errors("layout caption=") == ["1:16: Missing value after 'caption='."])
        #expect(errors("layout caption=a,b") == ["1:16: 'caption' takes one string; put it in double quotes, like caption=\"a,b\"."])
        #expect(errors("layout \"x\"") == ["1:8: Unexpected '\"x\"'; options are written 'name=value', like 'width=393'."])
    }

    @Test func badOptionsDoNotCancelGoodOnes() {
        let (options, errors) = DiagramOptions.parse(infoString: "layout show=franes width=320")
        #expect(errors.count == 1)
        #expect(options.widths == [320])
    }
}
