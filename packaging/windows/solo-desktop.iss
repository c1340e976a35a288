; Inno Setup script of the Solo Desktop installer for Windows: installs the PyInstaller app
; folder, adds a Start-menu entry (and, if chosen, a desktop icon), and registers an
; uninstaller. tools/build_app.py runs it as
;   iscc /DAppVersion=0.1.0 /DSourceDir=dist\solo-desktop /DIconFile=...\solo-desktop.ico
;        /DOutputDir=dist packaging\windows\solo-desktop.iss

#ifndef AppVersion
  #error Pass /DAppVersion=... (pyproject's version; tools/build_app.py does)
#endif
#ifndef SourceDir
  #error Pass /DSourceDir=... (the PyInstaller folder dist\solo-desktop)
#endif
#ifndef IconFile
  #error Pass /DIconFile=... (build\package\icons\solo-desktop.ico)
#endif
#ifndef OutputDir
  #define OutputDir "."
#endif

[Setup]
AppId={{6F0C2B0E-5B7A-4C1E-9D2B-50105DE5C0A1}
AppName=Solo Desktop
AppVersion={#AppVersion}
AppVerName=Solo Desktop {#AppVersion}
AppPublisher=The Solo Desktop developers
DefaultDirName={autopf}\Solo Desktop
DefaultGroupName=Solo Desktop
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
OutputDir={#OutputDir}
OutputBaseFilename=SoloDesktop-{#AppVersion}-windows-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\solo-desktop.exe
UninstallDisplayName=Solo Desktop {#AppVersion}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Solo Desktop"; Filename: "{app}\solo-desktop.exe"
Name: "{group}\{cm:UninstallProgram,Solo Desktop}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Solo Desktop"; Filename: "{app}\solo-desktop.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\solo-desktop.exe"; Description: "{cm:LaunchProgram,Solo Desktop}"; Flags: nowait postinstall skipifsilent
